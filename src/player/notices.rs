//! Messages the player must see, whatever screen is on: what happened to the saved progress, what was
//! wrong with the page's address. The notice screen shows them one at a time; each is also logged (in
//! a browser, to the console), so scripts and bug reports see it too.

use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>().add_systems(Update, log_notices.run_if(resource_changed::<Notices>));
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
    posted: Vec<Notice>,
    /// How many of `posted` are in the log (notices posted before the app runs wait for its logger).
    logged: usize,
}

impl Notices {
    pub fn post(&mut self, title: &str, text: impl Into<String>) {
        let notice = Notice { title: title.to_string(), text: text.into() };
        if self.posted.iter().any(|p| p.text == notice.text) {
            return;
        }
        self.posted.push(notice.clone());
        self.queue.push_back(notice);
    }
}

fn log_notices(mut notices: ResMut<Notices>) {
    let notices = notices.bypass_change_detection();
    for Notice { title, text } in &notices.posted[notices.logged..] {
        warn!("notice: {title}: {text}");
    }
    notices.logged = notices.posted.len();
}
