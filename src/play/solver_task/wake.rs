//! How a background job tells the game loop it has news.

use bevy::prelude::Resource;
use std::sync::Arc;

/// What a background job calls when it has news for the frame (a solution, its answer), so that a
/// game loop that sleeps while nothing moves wakes to take it. Does nothing until the game sets it
/// ([`crate::pacing`]); headless apps poll every update anyway.
#[derive(Resource, Clone, Default)]
pub struct Wake(Option<Arc<dyn Fn() + Send + Sync>>);

impl Wake {
    pub fn new(wake: Arc<dyn Fn() + Send + Sync>) -> Wake {
        Wake(Some(wake))
    }

    pub fn call(&self) {
        if let Some(wake) = &self.0 {
            wake();
        }
    }
}
