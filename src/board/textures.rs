//! The one texture the board is drawn with: a white rounded square, 9-sliced so every tile and piece
//! keeps round corners at any size, and tinted per use.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};

pub(super) fn plugin(app: &mut App) {
    // Made at build time, not in Startup: a game started straight into a level enters that screen first.
    app.init_resource::<RoundedTexture>();
}

#[derive(Resource)]
pub struct RoundedTexture(Handle<Image>);

impl FromWorld for RoundedTexture {
    fn from_world(world: &mut World) -> Self {
        const SIZE: u32 = 64;
        const RADIUS: f32 = 18.0;
        let mut data = Vec::with_capacity((SIZE * SIZE * 4) as usize);
        for y in 0..SIZE {
            for x in 0..SIZE {
                let (fx, fy) = (x as f32 + 0.5, y as f32 + 0.5);
                let cx = fx.clamp(RADIUS, SIZE as f32 - RADIUS);
                let cy = fy.clamp(RADIUS, SIZE as f32 - RADIUS);
                let distance = ((fx - cx).powi(2) + (fy - cy).powi(2)).sqrt();
                let alpha = (RADIUS - distance + 0.5).clamp(0.0, 1.0);
                data.extend_from_slice(&[255, 255, 255, (alpha * 255.0) as u8]);
            }
        }
        let image = Image::new(
            Extent3d { width: SIZE, height: SIZE, depth_or_array_layers: 1 },
            TextureDimension::D2,
            data,
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::default(),
        );
        RoundedTexture(world.resource_mut::<Assets<Image>>().add(image))
    }
}

impl RoundedTexture {
    /// A rounded rectangle of `size` world units in `color`.
    pub fn sprite(&self, color: Color, size: Vec2) -> Sprite {
        Sprite {
            image: self.0.clone(),
            color,
            custom_size: Some(size),
            image_mode: SpriteImageMode::Sliced(TextureSlicer {
                border: BorderRect::all(20.0),
                center_scale_mode: SliceScaleMode::Stretch,
                sides_scale_mode: SliceScaleMode::Stretch,
                max_corner_scale: 0.6,
            }),
            ..default()
        }
    }
}
