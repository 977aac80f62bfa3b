//! Text on the board (piece letters, wall marks, the exit sign, unlock-order badges), painted by egui at
//! its entity's place. egui already draws the HUD, so the game needs one text renderer, not two: Bevy's
//! own text stack would add about 3 MB to the browser build.

use bevy::prelude::*;
use bevy::transform::TransformSystems;
use bevy_egui::{EguiContexts, EguiPostUpdateSet, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    // Paint where the pieces are this frame, after tweens moved them and transforms propagated.
    app.configure_sets(PostUpdate, EguiPostUpdateSet::EndPass.after(TransformSystems::Propagate))
        .add_systems(EguiPrimaryContextPass, paint_labels);
}

/// Text centred on its entity; `size` is in world units, so it scales with the board.
#[derive(Component, Debug, Clone)]
#[require(Transform, Visibility)]
pub struct BoardLabel {
    pub text: String,
    pub size: f32,
    pub color: Color,
}

impl BoardLabel {
    pub fn new(text: impl Into<String>, size: f32, color: Color) -> Self {
        BoardLabel { text: text.into(), size, color }
    }
}

/// Paints every visible label on egui's background layer: above the sprites, below every panel.
fn paint_labels(
    mut contexts: EguiContexts,
    camera: Query<(&Camera, &GlobalTransform), With<Camera2d>>,
    labels: Query<(&BoardLabel, &GlobalTransform, &InheritedVisibility)>,
) -> Result {
    let Ok((camera, camera_at)) = camera.single() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    // The camera speaks the window's pixels, egui its points: at a text size over 100 % a point is
    // more than a pixel.
    let per_point = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (label, at, visible) in &labels {
        if !visible.get() {
            continue;
        }
        let world = at.translation();
        let (Ok(centre), Ok(right)) =
            (camera.world_to_viewport(camera_at, world), camera.world_to_viewport(camera_at, world + Vec3::X * label.size))
        else {
            continue;
        };
        let [r, g, b, a] = label.color.to_srgba().to_u8_array();
        let (centre, size) = (centre / per_point, centre.distance(right) / per_point);
        painter.text(
            egui::pos2(centre.x, centre.y),
            egui::Align2::CENTER_CENTER,
            &label.text,
            egui::FontId::monospace(size),
            egui::Color32::from_rgba_unmultiplied(r, g, b, a),
        );
    }
    Ok(())
}
