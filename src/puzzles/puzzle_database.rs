//! The pack of every 6×6 puzzle: the database `gridlock-cli enumerate --size 6` finds (every minimal
//! puzzle, each the hardest position of its cluster; the file shipped holds Fogleman's whole database,
//! up to two walls, and the pack filters by walls when its file has them), packed by `gridlock-cli database`
//! into `assets/db/rush6x6.db` ([`gridlock_core::database`]). It is loaded only when the pack is first
//! opened — on the desktop from the file in the game's `assets/`, in a browser fetched then (and kept by
//! the offline copy), so the first download does not grow — and any of its puzzles is played like a
//! level, its optimum known.

use crate::app_state::Screen;
use crate::catalog::{Catalog, Par};
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::session::Action;
use crate::puzzles::making::fresh_seed;
use bevy::asset::io::{AssetReaderError, Reader};
use bevy::asset::{AssetLoadError, AssetLoader, LoadContext, LoadState};
use bevy::prelude::*;
use gridlock_core::database::{Database, DatabaseError};
use gridlock_core::level::{Level, Optimum};
use gridlock_core::model::Metric;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::sync::Arc;

/// Where the database is, under the game's assets.
pub const DATABASE_FILE: &str = "db/rush6x6.db";

/// The logic: a puzzle of a loaded database opened for play.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<FromDatabase>().init_resource::<PuzzleDatabase>().add_systems(Update, open);
}

/// The loading, through Bevy's asset system (not in the headless tests, which put a database in).
pub(crate) fn loading_plugin(app: &mut App) {
    app.init_asset::<DatabaseFile>().register_asset_loader(DatabaseLoader).add_systems(Update, (start_loading, finish_loading));
}

/// The database, as far as it is loaded.
#[derive(Resource, Default, Clone)]
pub enum PuzzleDatabase {
    /// Not asked for yet: nothing is read or fetched.
    #[default]
    NotLoaded,
    Loading(Handle<DatabaseFile>),
    Ready(Arc<Database>),
    /// The file is in none of the folders the game looked in ([`DatabaseSearch`]).
    Missing,
    /// Why it could not be loaded (the file damaged, say, or a browser's fetch that failed).
    Failed(String),
}

/// The folders the desktop game looked in for [`DATABASE_FILE`] at start, in order, when none held
/// it: the pack's screen names the file and them, in the player's language. Absent in a browser,
/// which fetches the file beside the page.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct DatabaseSearch {
    pub looked_in: Vec<String>,
}

/// What the player asks of the database.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum FromDatabase {
    /// Load it (the pack was opened).
    Load,
    /// Play the `n`-th puzzle of `moves` moves (by walls, fewest first, then by cluster size, largest
    /// first: [`Database::puzzle`]).
    Play { moves: u32, n: usize },
    /// Play a puzzle of `moves` moves with `walls` walls (`None`: any number), drawn at random.
    Random { moves: u32, walls: Option<usize> },
}

/// The packed database as an asset.
#[derive(Asset, TypePath)]
pub struct DatabaseFile(pub Arc<Database>);

#[derive(TypePath)]
struct DatabaseLoader;

/// Why the database's file could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum DatabaseFileError {
    #[error("{0}")]
    Read(#[from] std::io::Error),
    #[error(transparent)]
    Database(#[from] DatabaseError),
}

impl AssetLoader for DatabaseLoader {
    type Asset = DatabaseFile;
    type Settings = ();
    type Error = DatabaseFileError;

    async fn load(&self, reader: &mut dyn Reader, _: &(), _: &mut LoadContext<'_>) -> Result<DatabaseFile, DatabaseFileError> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(DatabaseFile(Arc::new(Database::read(bytes)?)))
    }

    fn extensions(&self) -> &[&str] {
        &["db"]
    }
}

fn start_loading(mut asked: MessageReader<FromDatabase>, mut database: ResMut<PuzzleDatabase>, server: Res<AssetServer>) {
    if asked.read().any(|a| *a == FromDatabase::Load)
        && matches!(*database, PuzzleDatabase::NotLoaded | PuzzleDatabase::Missing | PuzzleDatabase::Failed(_))
    {
        info!("database: loading {DATABASE_FILE}");
        *database = PuzzleDatabase::Loading(server.load(DATABASE_FILE));
    }
}

fn finish_loading(
    mut database: ResMut<PuzzleDatabase>,
    files: Res<Assets<DatabaseFile>>,
    server: Res<AssetServer>,
    search: Option<Res<DatabaseSearch>>,
) {
    let PuzzleDatabase::Loading(handle) = &*database else { return };
    if let Some(file) = files.get(handle) {
        info!("database: {} puzzles", file.0.len());
        *database = PuzzleDatabase::Ready(file.0.clone());
    } else if let LoadState::Failed(error) = server.load_state(handle) {
        let not_found = matches!(*error, AssetLoadError::AssetReaderError(AssetReaderError::NotFound(_)));
        *database = match search {
            Some(search) if not_found => {
                warn!("database: {DATABASE_FILE} is in none of {}", search.looked_in.join(", "));
                PuzzleDatabase::Missing
            }
            _ => {
                warn!("database: {error}");
                PuzzleDatabase::Failed(error.to_string())
            }
        };
    }
}

fn open(
    mut asked: MessageReader<FromDatabase>,
    database: Res<PuzzleDatabase>,
    mut catalog: ResMut<Catalog>,
    mut actions: MessageWriter<Action>,
    mut next_screen: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
) {
    let PuzzleDatabase::Ready(db) = &*database else { return };
    for &ask in asked.read() {
        let (moves, n) = match ask {
            FromDatabase::Load => continue,
            FromDatabase::Play { moves, n } => (moves, n),
            FromDatabase::Random { moves, walls } => {
                let shown = db.with_walls(moves, walls);
                if shown.is_empty() {
                    continue;
                }
                (moves, StdRng::seed_from_u64(fresh_seed()).random_range(shown))
            }
        };
        let Some(entry) = db.puzzle(moves, n) else { continue };
        let name = tr!(tr, "database-level-name", moves = moves, number = n + 1);
        let level = Level::new(&name, Optimum { metric: Metric::Moves, count: moves }, entry.board);
        actions.write(Action::Load(catalog.add_opened(level, "every", Par::Known(moves))));
        next_screen.set(Screen::Playing);
    }
}
