//! Messages the player must see, whatever screen is on: what happened to the saved progress, what was
//! wrong with the page's address. The notice screen shows them one at a time; each is also logged (in
//! a browser, to the console), so scripts and bug reports see it too.

use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>();
}

/// One message, with a short title for its window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub title: String,
    pub text: String,
}

/// Notices waiting to be read, oldest first.
#[derive(Resource, Debug, Default)]
pub struct Notices {
    pub queue: VecDeque<Notice>,
    /// Every text posted this run: the same news twice (each win failing to save) is shown once.
    posted: Vec<String>,
}

impl Notices {
    pub fn post(&mut self, title: &str, text: impl Into<String>) {
        let text = text.into();
        if self.posted.contains(&text) {
            return;
        }
        warn!("notice: {title}: {text}");
        self.posted.push(text.clone());
        self.queue.push_back(Notice { title: title.to_string(), text });
    }
}
