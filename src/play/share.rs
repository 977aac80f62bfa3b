//! Sharing what is on the board: the position's share code and web link, and the level's optimal
//! solution as an animated GIF — made in the background, then saved to the pictures folder on the
//! desktop or downloaded in a browser, and the player told where.

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::session::Session;
use crate::play::solver_task::{AnalysisBudget, Background};
use crate::player::notices::Notices;
use bevy::prelude::*;
use gridlock_core::model::Metric;
use gridlock_core::notation::share_code;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use gridlock_render::{GifOptions, solution_gif};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveGif>()
        .init_resource::<GifJob>()
        .init_resource::<GifFolder>()
        .add_systems(Update, (start_gif, finish_gif).chain());
}

/// Where "Save GIF" writes on the desktop: the pictures folder (else the data folder) unless set.
#[derive(Resource, Clone, Debug, Default)]
pub struct GifFolder(pub Option<std::path::PathBuf>);

/// Asks for the level's optimal solution as a GIF.
#[derive(Message, Debug, Clone, Copy)]
pub struct SaveGif;

/// The GIF being made, if any: the level's id and the job.
#[derive(Resource, Default)]
pub struct GifJob(Option<(String, Background<Result<Vec<u8>, GifFailure>>)>);

impl GifJob {
    pub fn is_running(&self) -> bool {
        self.0.is_some()
    }
}

/// The share code of the position on the board.
pub fn position_code(session: &Session) -> Option<String> {
    share_code(&session.level().board.with_positions(session.positions())).ok()
}

/// The web link that opens `code` (in a browser only: a desktop game has no address of its own).
pub fn share_link(code: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        // Codes are letters, digits, `.` and `/`: all allowed in a query as they are.
        Some(format!("{}{}?board={code}", location.origin().ok()?, location.pathname().ok()?))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = code;
        None
    }
}

fn start_gif(mut asked: MessageReader<SaveGif>, session: Res<Session>, budget: Res<AnalysisBudget>, mut job: ResMut<GifJob>) {
    if asked.read().count() == 0 || job.is_running() {
        return;
    }
    let (rules, metric, limits) = (session.rules().clone(), session.level().optimum.metric, budget.limits());
    let render = Background::spawn("gif", move || render(&rules, metric, limits));
    job.0 = Some((session.level().id.clone(), render));
}

/// Why no GIF was made.
pub enum GifFailure {
    Unsolvable,
    TooLarge,
    /// The encoder's or the system's words.
    Failed(String),
}

/// The level's optimal solution, from its start, in its own metric, as GIF bytes.
fn render(rules: &Rules, metric: Metric, limits: Limits) -> Result<Vec<u8>, GifFailure> {
    let moves = match solve(rules, metric, Algorithm::AStar(Heuristic::Sum), limits) {
        Outcome::Solved(solution) => solution.moves,
        Outcome::Unsolvable(_) => return Err(GifFailure::Unsolvable),
        Outcome::LimitReached(_) | Outcome::Cancelled(_) => return Err(GifFailure::TooLarge),
    };
    solution_gif(rules, &moves, &GifOptions::default()).map_err(|e| GifFailure::Failed(e.to_string()))
}

fn finish_gif(mut job: ResMut<GifJob>, folder: Res<GifFolder>, mut notices: ResMut<Notices>, tr: Res<Tr>) {
    let Some((_, render)) = job.0.as_mut() else { return };
    let Some(result) = render.poll() else { return };
    let (id, _) = job.0.take().expect("a job was running");
    let file_name = format!("gridlock-{id}.gif");
    let title = tr!(tr, "gif-title");
    match result.and_then(|bytes| deliver(&file_name, &bytes, &folder).map_err(GifFailure::Failed)) {
        // A browser hands the file to its downloads, where the page cannot see it.
        Ok(place) if cfg!(target_arch = "wasm32") => {
            notices.post(&title, tr!(tr, "gif-saved", place = tr!(tr, "gif-saved-download", file = place)))
        }
        Ok(place) => notices.post(&title, tr!(tr, "gif-saved", place = place)),
        Err(failure) => {
            let why = match failure {
                GifFailure::Unsolvable => tr!(tr, "gif-unsolvable"),
                GifFailure::TooLarge => tr!(tr, "gif-too-large"),
                GifFailure::Failed(why) => why,
            };
            notices.post(&title, tr!(tr, "gif-failed", why = why))
        }
    }
}

/// Saves the GIF where the player keeps pictures; says where (its path).
#[cfg(not(target_arch = "wasm32"))]
fn deliver(file_name: &str, bytes: &[u8], folder: &GifFolder) -> Result<String, String> {
    let folder = folder
        .0
        .clone()
        .or_else(|| directories::UserDirs::new().and_then(|dirs| dirs.picture_dir().map(|p| p.to_path_buf())))
        .or_else(crate::player::store::data_folder)
        .ok_or("there is no pictures or data folder")?;
    let path = folder.join(file_name);
    gridlock_core::files::write_atomically(&path, bytes).map_err(|e| e.to_string())?;
    Ok(path.display().to_string())
}

/// Hands the GIF to the browser as a download; says under which name.
#[cfg(target_arch = "wasm32")]
fn deliver(file_name: &str, bytes: &[u8], _: &GifFolder) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    let failed = |e: wasm_bindgen::JsValue| format!("the browser refused the download ({e:?})");
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/gif");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(failed)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(failed)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("the page has no document")?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a").map_err(failed)?.unchecked_into();
    link.set_href(&url);
    link.set_download(file_name);
    link.click();
    web_sys::Url::revoke_object_url(&url).map_err(failed)?;
    Ok(file_name.to_string())
}
