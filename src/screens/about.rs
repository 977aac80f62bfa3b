//! The About window, over the title or the settings that opened it: the game's version (the one
//! `gridlock --version` prints), what it draws with (the graphics API and adapter), its licence, where its fonts and art come from, and the licence of
//! every library built into it (`THIRD-PARTY-NOTICES.txt`, which `scripts/notices.sh` makes with
//! cargo-about and every package carries beside the game).

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::theme::layout::EDGE;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// The game's version, from the workspace's `Cargo.toml`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The licences of the libraries built into the game, as the packages carry them (in English, as
/// licences are written).
const NOTICES: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/THIRD-PARTY-NOTICES.txt"));

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AboutWindow>().add_systems(EguiPrimaryContextPass, about_window);
}

/// Whether the About window is open.
#[derive(Resource, Default)]
pub struct AboutWindow(pub bool);

/// A graphics API's name as players know it (and as `gridlock --version --verbose` prints it).
pub fn api_name(backend: wgpu_types::Backend) -> &'static str {
    use wgpu_types::Backend;
    match backend {
        Backend::Vulkan => "Vulkan",
        Backend::Dx12 => "DirectX 12",
        Backend::Metal => "Metal",
        Backend::Gl if cfg!(target_arch = "wasm32") => "WebGL 2",
        Backend::Gl => "OpenGL",
        Backend::BrowserWebGpu => "WebGPU",
        Backend::Noop => "none",
    }
}

pub(super) fn about_window(
    mut contexts: EguiContexts,
    mut window: ResMut<AboutWindow>,
    tr: Res<Tr>,
    adapter: Option<Res<RenderAdapterInfo>>,
) -> Result {
    if !window.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let screen = ctx.content_rect();
    let mut open = true;
    let mut closed = false;
    egui::Window::new(tr!(tr, "about-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .min_width((screen.width() - 2.0 * EDGE).min(520.0))
        .max_width((screen.width() - 2.0 * EDGE).min(640.0))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.label(RichText::new(tr!(tr, "about-version", version = VERSION)).size(20.0).strong());
            ui.label(tr!(tr, "about-tagline"));
            if let Some(adapter) = adapter {
                let (api, name) = (api_name(adapter.backend), adapter.name.as_str());
                ui.label(if adapter.device_type == wgpu_types::DeviceType::Cpu {
                    tr!(tr, "about-graphics-software", api = api, adapter = name)
                } else {
                    tr!(tr, "about-graphics", api = api, adapter = name)
                });
            }
            ui.add_space(8.0);
            ui.label(tr!(tr, "about-licence"));
            ui.label(tr!(tr, "about-fonts"));
            ui.label(tr!(tr, "about-art"));
            ui.add_space(8.0);
            ui.collapsing(tr!(tr, "about-notices"), |ui| {
                ui.label(RichText::new(tr!(tr, "about-notices-detail")).small());
                let lines: Vec<&str> = NOTICES.lines().collect();
                let height = ui.text_style_height(&egui::TextStyle::Monospace);
                // Only the lines in view are laid out (the notices run to thousands of lines), each on one
                // row of the height given, so long lines scroll sideways instead of wrapping.
                egui::ScrollArea::both().max_height((screen.height() * 0.4).max(120.0)).show_rows(
                    ui,
                    height,
                    lines.len(),
                    |ui, rows| {
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                        for line in &lines[rows] {
                            ui.label(RichText::new(*line).monospace());
                        }
                    },
                );
            });
            ui.add_space(8.0);
            closed = ui.vertical_centered(|ui| ui.button(tr!(tr, "about-close")).clicked()).inner
                || ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
        });
    window.0 = open && !closed;
    Ok(())
}
