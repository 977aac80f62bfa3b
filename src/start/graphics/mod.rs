//! The desktop game's graphics, chosen before Bevy starts. Bevy's renderer asks wgpu for an adapter of
//! the backends it is given and panics when there is none ("Unable to find a GPU!"), and a Windows
//! game has no console to show that on. So the game first asks each backend in turn what adapters it
//! has — Vulkan (DirectX 12 on Windows, Metal on a Mac) and OpenGL — takes the best (a graphics card
//! before a software renderer, then that order) and hands Bevy that backend alone; `WGPU_BACKEND`
//! still names the ones to try. Where none can draw, the player is told what is missing and what to
//! install, in their language, on stderr and in a message window of the system's, and the game ends
//! with [`NO_GRAPHICS`].

mod opengl;

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::screens::api_name;
use bevy::app::PluginGroupBuilder;
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::settings::{RenderCreation, WgpuSettings};
use std::panic::{self, AssertUnwindSafe};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use wgpu_types::{Backend, Backends, DeviceType};

/// The exit code when nothing can draw the game's window (README's "Download and play"): 1 is a wrong
/// option or level, 2 clap's usage errors.
pub const NO_GRAPHICS: u8 = 3;

/// The backends tried, in order, unless `WGPU_BACKEND` names others.
const PREFERRED: [Backend; 4] = [Backend::Vulkan, Backend::Dx12, Backend::Metal, Backend::Gl];

/// One adapter a backend offered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub backend: Backend,
    pub name: String,
    pub device_type: DeviceType,
}

impl Found {
    /// Whether it draws on the processor (Mesa's llvmpipe and lavapipe, Windows' WARP).
    pub fn software(&self) -> bool {
        self.device_type == DeviceType::Cpu
    }
}

/// What the probe asked and what it found.
#[derive(Resource, Clone, Debug)]
pub struct Probe {
    /// The backends asked, in order.
    pub asked: Vec<Backend>,
    /// `WGPU_BACKEND` as given, when it chose them.
    pub forced: Option<String>,
    pub found: Vec<Found>,
}

impl Probe {
    /// Asks every backend of this build (or those `WGPU_BACKEND` names) for its adapters.
    pub fn run() -> Probe {
        let forced = std::env::var("WGPU_BACKEND").ok().filter(|value| !value.trim().is_empty());
        let wanted = forced.as_deref().map_or(Backends::all(), Backends::from_comma_list);
        let asked: Vec<Backend> = PREFERRED.into_iter().filter(|&b| wanted.contains(b.into()) && built_in(b)).collect();
        let found = asked.iter().flat_map(|&backend| adapters_of(backend)).collect();
        Probe { asked, forced, found }
    }

    /// The adapter to draw with: a graphics card before a software renderer, then the backends' order
    /// (Vulkan first). Among one backend's adapters Bevy picks by its power preference, as always.
    pub fn chosen(&self) -> Option<&Found> {
        self.found.iter().min_by_key(|found| (found.software(), PREFERRED.iter().position(|&b| b == found.backend)))
    }

    /// Bevy's plugins with its renderer on the chosen adapter's backend alone (so wgpu cannot wander
    /// onto another); for OpenGL on X, made by [`opengl`].
    pub fn with_renderer(&self, plugins: PluginGroupBuilder) -> PluginGroupBuilder {
        let chosen = self.chosen().map(|found| found.backend);
        if chosen == Some(Backend::Gl) && opengl::on_x11() {
            return plugins.add_before::<RenderPlugin>(opengl::RenderOnX11).disable::<RenderPlugin>();
        }
        let settings = WgpuSettings { backends: chosen.map(Backends::from), ..default() };
        plugins.set(RenderPlugin { render_creation: RenderCreation::Automatic(Box::new(settings)), ..default() })
    }

    /// What `--version --verbose` prints: every adapter found, the chosen one marked, else why none.
    pub fn report(&self) -> String {
        let chosen = self.chosen();
        let mut lines: Vec<String> = self
            .found
            .iter()
            .map(|found| {
                let kind = if found.software() { ", software" } else { "" };
                let mark = if Some(found) == chosen { " (chosen)" } else { "" };
                format!("graphics: {}: {}{kind}{mark}", api_name(found.backend), found.name)
            })
            .collect();
        let empty: Vec<&str> =
            self.asked.iter().filter(|&&b| !self.found.iter().any(|f| f.backend == b)).map(|&b| api_name(b)).collect();
        if !empty.is_empty() {
            lines.push(format!("graphics: no adapter from {}", empty.join(", ")));
        }
        if let Some(forced) = &self.forced {
            lines.push(format!("graphics: WGPU_BACKEND={forced}"));
        }
        lines.join("\n")
    }

    /// The log's line once the log is set up.
    fn log(probe: Res<Probe>) {
        for line in probe.report().lines() {
            info!("{line}");
        }
    }
}

/// The probe's findings (a [`Probe`] resource) in the log, once the log is set up.
pub fn plugin(app: &mut App) {
    app.add_systems(Startup, Probe::log);
}

/// Whether this build has the backend (OpenGL everywhere but macOS, where wgpu's needs ANGLE).
fn built_in(backend: Backend) -> bool {
    match backend {
        Backend::Vulkan => cfg!(not(target_os = "macos")),
        Backend::Dx12 => cfg!(windows),
        Backend::Metal => cfg!(target_os = "macos"),
        Backend::Gl => cfg!(not(target_os = "macos")),
        _ => false,
    }
}

/// The adapters one backend offers. A backend whose driver is missing offers none (wgpu logs why).
fn adapters_of(backend: Backend) -> Vec<Found> {
    let mut descriptor = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
    descriptor.backends = backend.into();
    let instance = wgpu::Instance::new(descriptor);
    let adapters = bevy::tasks::block_on(instance.enumerate_adapters(backend.into()));
    adapters
        .iter()
        .map(|adapter| adapter.get_info())
        .map(|info| Found { backend: info.backend, name: info.name, device_type: info.device_type })
        .collect()
}

/// Why the game cannot draw, in the player's language: what is missing (no adapter, or the chosen
/// one failed with `detail`), then what to install.
pub fn no_graphics_message(tr: &Tr, probe: &Probe, detail: Option<&str>) -> String {
    let headline = match probe.chosen() {
        Some(chosen) if detail.is_some() => {
            tr!(tr, "graphics-failed", api = api_name(chosen.backend), adapter = chosen.name.as_str())
        }
        _ if cfg!(windows) => tr!(tr, "graphics-none-windows"),
        _ if cfg!(target_os = "macos") => tr!(tr, "graphics-none-macos"),
        _ => tr!(tr, "graphics-none-linux"),
    };
    let install = if cfg!(windows) {
        tr!(tr, "graphics-install-windows")
    } else if cfg!(target_os = "macos") {
        tr!(tr, "graphics-install-macos")
    } else {
        tr!(tr, "graphics-install-linux")
    };
    let mut message = format!("{headline}\n{install}");
    if let Some(forced) = &probe.forced {
        message += "\n\n";
        message += &tr!(tr, "graphics-forced", value = forced.as_str());
    }
    if let Some(detail) = detail {
        message += "\n\n";
        message += &tr!(tr, "graphics-detail", detail = detail);
    }
    message
}

/// Tells the player, on stderr and in a message window (on Windows always; elsewhere where a desktop
/// is there and zenity can show one), and returns the exit code.
pub fn tell_no_graphics(tr: &Tr, message: &str) -> ExitCode {
    eprintln!("gridlock: {message}");
    let desktop = cfg!(windows) || std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some();
    if desktop {
        rfd::MessageDialog::new()
            .set_level(rfd::MessageLevel::Error)
            .set_title(tr!(tr, "graphics-none-title"))
            .set_description(message)
            .set_buttons(rfd::MessageButtons::Ok)
            .show();
    }
    ExitCode::from(NO_GRAPHICS)
}

/// Runs `start` (adding Bevy's plugins, which starts the renderer) and turns a panic of the renderer's
/// — an adapter the probe saw that then cannot make a device, say — into the player's message. Any
/// other panic goes on as it came, printed as Rust prints one.
pub fn starting_the_renderer(tr: &Tr, probe: &Probe, start: impl FnOnce()) -> Result<(), ExitCode> {
    let seen: Arc<Mutex<Option<(String, String)>>> = Arc::default();
    let previous = panic::take_hook();
    let record = seen.clone();
    let starter = std::thread::current().id();
    panic::set_hook(Box::new(move |info| {
        let location = info.location().map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column())).unwrap_or_default();
        let payload = info.payload();
        let text = payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned());
        let text = text.unwrap_or_default();
        if std::thread::current().id() == starter {
            *record.lock().unwrap_or_else(|e| e.into_inner()) = Some((location, text));
        } else {
            let thread = std::thread::current().name().unwrap_or("<unnamed>").to_string();
            eprintln!("thread '{thread}' panicked at {location}:\n{text}");
        }
    }));
    let outcome = panic::catch_unwind(AssertUnwindSafe(start));
    panic::set_hook(previous);
    let Err(payload) = outcome else { return Ok(()) };
    let (location, text) = seen.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_default();
    if is_the_renderers(&location) {
        return Err(tell_no_graphics(tr, &no_graphics_message(tr, probe, Some(&text))));
    }
    eprintln!("thread 'main' panicked at {location}:\n{text}");
    panic::resume_unwind(payload)
}

/// Whether a panic at this place is the renderer's failing to start (Bevy's renderer, wgpu, or the
/// game's OpenGL on X).
fn is_the_renderers(location: &str) -> bool {
    ["bevy_render", "wgpu", opengl::SOURCE].iter().any(|name| location.contains(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    fn found(backend: Backend, device_type: DeviceType) -> Found {
        Found { backend, name: format!("{backend:?} {device_type:?}"), device_type }
    }

    fn probe(found: Vec<Found>) -> Probe {
        Probe { asked: vec![Backend::Vulkan, Backend::Gl], forced: None, found }
    }

    #[test]
    fn vulkan_is_chosen_before_opengl_and_a_graphics_card_before_software() {
        let both_software = probe(vec![found(Backend::Vulkan, DeviceType::Cpu), found(Backend::Gl, DeviceType::Cpu)]);
        assert_eq!(both_software.chosen().map(|f| f.backend), Some(Backend::Vulkan));
        let card_on_opengl = probe(vec![found(Backend::Vulkan, DeviceType::Cpu), found(Backend::Gl, DeviceType::Other)]);
        assert_eq!(card_on_opengl.chosen().map(|f| f.backend), Some(Backend::Gl));
        let no_vulkan = probe(vec![found(Backend::Gl, DeviceType::Cpu)]);
        assert_eq!(no_vulkan.chosen().map(|f| f.backend), Some(Backend::Gl));
        let dx12_on_windows =
            probe(vec![found(Backend::Gl, DeviceType::IntegratedGpu), found(Backend::Dx12, DeviceType::IntegratedGpu)]);
        assert_eq!(dx12_on_windows.chosen().map(|f| f.backend), Some(Backend::Dx12));
        assert_eq!(probe(vec![]).chosen(), None);
    }

    #[test]
    fn bevy_is_handed_the_chosen_backend_alone() {
        let vulkan = probe(vec![found(Backend::Gl, DeviceType::Cpu), found(Backend::Vulkan, DeviceType::Cpu)]);
        let plugins = vulkan.with_renderer(PluginGroupBuilder::start::<DefaultPlugins>().add(RenderPlugin::default()));
        assert!(plugins.enabled::<RenderPlugin>() && !plugins.contains::<opengl::RenderOnX11>());
        let opengl = probe(vec![found(Backend::Gl, DeviceType::Cpu)]);
        let plugins = opengl.with_renderer(PluginGroupBuilder::start::<DefaultPlugins>().add(RenderPlugin::default()));
        assert_eq!(plugins.enabled::<RenderPlugin>(), !opengl::on_x11(), "on X the game makes OpenGL's renderer itself");
    }

    #[test]
    fn the_report_names_the_chosen_adapter_and_the_backends_that_found_none() {
        let mut p = probe(vec![found(Backend::Gl, DeviceType::Cpu)]);
        p.forced = Some("gl".into());
        assert_eq!(
            p.report(),
            "graphics: OpenGL: Gl Cpu, software (chosen)\ngraphics: no adapter from Vulkan\ngraphics: WGPU_BACKEND=gl"
        );
    }

    #[test]
    fn the_message_says_what_to_install_in_both_languages() {
        let mut p = probe(vec![]);
        p.forced = Some("vulkan".into());
        let english = no_graphics_message(&Tr::new(Language::English), &p, Some("Unable to find a GPU!"));
        let chinese = no_graphics_message(&Tr::new(Language::SimplifiedChinese), &p, None);
        if cfg!(target_os = "linux") {
            for words in ["Vulkan", "OpenGL", "sudo apt install mesa-vulkan-drivers libgl1-mesa-dri libegl1"] {
                assert!(english.contains(words), "{words:?} not in {english}");
                assert!(chinese.contains(words), "{words:?} not in {chinese}");
            }
        }
        assert!(english.contains("WGPU_BACKEND=vulkan") && chinese.contains("WGPU_BACKEND=vulkan"));
        assert!(english.contains("Unable to find a GPU!"));
        let failed = no_graphics_message(
            &Tr::new(Language::English),
            &probe(vec![found(Backend::Dx12, DeviceType::Other)]),
            Some("Device lost"),
        );
        assert!(
            failed.starts_with("Gridlock's graphics could not start: DirectX 12 offered Dx12 Other, which then failed."),
            "{failed}"
        );
        assert!(failed.contains("What the graphics driver said: Device lost"), "{failed}");
        assert!(chinese.contains("图形"), "{chinese}");
        assert!(!english.contains("panicked") && !chinese.contains("panicked"));
    }

    #[test]
    fn a_panic_is_the_renderers_when_it_comes_from_bevys_renderer_or_wgpu() {
        assert!(is_the_renderers("/cargo/registry/src/bevy_render-0.19.1/src/renderer/mod.rs:286:36"));
        assert!(is_the_renderers("/cargo/registry/src/wgpu-core-29.0.4/src/device/mod.rs:1:1"));
        assert!(is_the_renderers(&format!("{}:36:27", opengl::SOURCE)));
        assert!(!is_the_renderers("src/board/spawn.rs:10:5"));
    }
}
