//! The board on screen: grid, exit, walls and pieces as entities that follow the session, sliding with
//! eased tweens; the hint ghost; the win drive-out and confetti.

use super::Screen;
use super::input::{Dragging, on_drag, on_drag_end, on_drag_start};
use super::labels::BoardLabel;
use super::replay::Hint;
use super::session::{LevelStarted, PieceMoved, Session, Won};
use crate::core::model::{Family, Piece, Pos, Side};
use bevy::asset::RenderAssetUsages;
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::sprite::{BorderRect, SliceScaleMode, SpriteImageMode, TextureSlicer};
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Tween, TweenAnim};
use std::time::Duration;

/// World units per cell; the camera scales the world to the window.
pub const CELL: f32 = 100.0;
const GAP: f32 = 8.0;

pub(super) fn plugin(app: &mut App) {
    // Made at build time, not in Startup: a game started straight into a level enters that screen first.
    app.init_resource::<RoundedTexture>();
    app.world_mut().spawn((Camera2d, Name::new("Camera")));
    app.add_systems(OnEnter(Screen::Playing), spawn_board).add_systems(
        Update,
        (
            rebuild_on_level_start,
            animate_moves,
            settle_pieces,
            drive_out_on_win,
            hide_exit_sign_when_won,
            show_hint,
            highlight_selection,
        )
            .chain()
            .after(super::GameSet::Logic)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The piece the keyboard moves.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Selected(pub Option<usize>);

/// A piece's entity: which piece of the session it shows.
#[derive(Component, Debug, Clone, Copy)]
pub struct PieceView(pub usize);

/// Everything spawned for the current board, despawned when it is rebuilt.
#[derive(Component)]
struct BoardPart;

/// Despawned with the board, and when leaving the playing screen.
fn scoped() -> (BoardPart, DespawnOnExit<Screen>) {
    (BoardPart, DespawnOnExit(Screen::Playing))
}

#[derive(Component)]
struct HintGhost;

/// The exit's label. Text is painted above every sprite, so it hides while the car drives out over it.
#[derive(Component)]
struct ExitSign;

#[derive(Component)]
struct SelectionRing;

#[derive(Resource)]
struct RoundedTexture(Handle<Image>);

/// A white rounded square, 9-sliced so every piece keeps round corners whatever its size.
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

fn rounded(texture: &RoundedTexture, color: Color, size: Vec2) -> Sprite {
    Sprite {
        image: texture.0.clone(),
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

/// The world position of the centre of a `size` piece whose top-left cell is `at`.
pub fn world_center(session: &Session, at: Pos, size: (u8, u8)) -> Vec2 {
    let board = &session.level.board;
    let x = (at.x as f32 + size.0 as f32 / 2.0 - board.width as f32 / 2.0) * CELL;
    let y = (board.height as f32 / 2.0 - at.y as f32 - size.1 as f32 / 2.0) * CELL;
    Vec2::new(x, y)
}

/// Distinct, colour-blind-friendly-ish piece colours; the target is always red.
fn piece_color(piece: &Piece, index: usize) -> Color {
    const PALETTE: [(u8, u8, u8); 14] = [
        (66, 133, 244),
        (251, 188, 5),
        (52, 168, 83),
        (171, 71, 188),
        (0, 172, 193),
        (255, 112, 67),
        (124, 179, 66),
        (92, 107, 192),
        (240, 98, 146),
        (141, 110, 99),
        (0, 137, 123),
        (192, 202, 51),
        (255, 167, 38),
        (120, 144, 156),
    ];
    if piece.is_target() {
        return Color::srgb_u8(229, 57, 53);
    }
    let (r, g, b) = PALETTE[index % PALETTE.len()];
    Color::srgb_u8(r, g, b)
}

fn spawn_board(
    mut commands: Commands,
    session: Res<Session>,
    texture: Res<RoundedTexture>,
    old: Query<Entity, With<BoardPart>>,
    mut camera: Query<&mut Projection, With<Camera2d>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    info!("board ready: {}", session.level.id);
    let board = &session.level.board;
    let (w, h) = (board.width as f32, board.height as f32);
    // Room for the HUD above and the toolbar below; AutoMin keeps the aspect at any window size.
    if let Ok(mut projection) = camera.single_mut() {
        *projection = Projection::from(OrthographicProjection {
            scaling_mode: ScalingMode::AutoMin { min_width: (w + 1.6) * CELL, min_height: (h + 3.2) * CELL },
            ..OrthographicProjection::default_2d()
        });
    }
    commands.spawn((
        scoped(),
        rounded(&texture, Color::srgb_u8(38, 44, 56), Vec2::new(w * CELL + 40.0, h * CELL + 40.0)),
        Transform::from_xyz(0.0, 0.0, -2.0),
    ));
    for y in 0..board.height {
        for x in 0..board.width {
            let c = world_center(&session, Pos::new(x, y), (1, 1));
            commands.spawn((
                scoped(),
                rounded(&texture, Color::srgb_u8(52, 60, 75), Vec2::splat(CELL - 6.0)),
                Transform::from_xyz(c.x, c.y, -1.0),
            ));
        }
    }
    for &wall in &board.walls {
        let c = world_center(&session, wall, (1, 1));
        commands.spawn((
            scoped(),
            rounded(&texture, Color::srgb_u8(20, 22, 28), Vec2::splat(CELL - GAP)),
            Transform::from_xyz(c.x, c.y, 0.5),
        ));
        commands.spawn((scoped(), BoardLabel::new("x", 40.0, Color::srgb_u8(70, 75, 85)), Transform::from_xyz(c.x, c.y, 0.6)));
    }
    spawn_exit(&mut commands, &session, &texture);
    for (i, piece) in board.pieces.iter().enumerate() {
        let c = world_center(&session, session.positions[i], piece.size);
        let size = Vec2::new(piece.width() as f32 * CELL - GAP, piece.height() as f32 * CELL - GAP);
        let mut entity = commands.spawn((
            scoped(),
            PieceView(i),
            Name::new(format!("Piece {}", piece.label)),
            rounded(&texture, piece_color(piece, i), size),
            Transform::from_xyz(c.x, c.y, 1.0),
            Pickable::default(),
        ));
        entity.with_children(|parent| {
            if piece.is_target() {
                // A white racing stripe: the target is recognisable without colour.
                let stripe = if size.x >= size.y { Vec2::new(size.x * 0.8, 10.0) } else { Vec2::new(10.0, size.y * 0.8) };
                parent.spawn((
                    Sprite::from_color(Color::srgba(1.0, 1.0, 1.0, 0.85), stripe),
                    Transform::from_xyz(0.0, 0.0, 0.1),
                    Pickable::IGNORE,
                ));
            }
            parent.spawn((
                BoardLabel::new(piece.label, 34.0, Color::srgba(1.0, 1.0, 1.0, 0.9)),
                Transform::from_xyz(0.0, if piece.is_target() { 24.0 } else { 0.0 }, 0.2),
                Pickable::IGNORE,
            ));
            parent.spawn((
                SelectionRing,
                rounded(&texture, Color::srgba(1.0, 1.0, 1.0, 0.0), size + 14.0),
                Transform::from_xyz(0.0, 0.0, -0.1),
                Pickable::IGNORE,
            ));
        });
        entity.observe(on_drag_start).observe(on_drag).observe(on_drag_end);
    }
}

/// A bright gap in the board's frame where the target leaves, with an arrow.
fn spawn_exit(commands: &mut Commands, session: &Session, texture: &RoundedTexture) {
    let board = &session.level.board;
    let t = board.target();
    let goal = world_center(session, board.goal(), t.size);
    let (w, h) = (board.width as f32 * CELL, board.height as f32 * CELL);
    let (at, size, arrow) = match board.exit.side {
        Side::Right => (Vec2::new(w / 2.0 + 14.0, goal.y), Vec2::new(16.0, t.height() as f32 * CELL - 10.0), ">>"),
        Side::Left => (Vec2::new(-w / 2.0 - 14.0, goal.y), Vec2::new(16.0, t.height() as f32 * CELL - 10.0), "<<"),
        Side::Bottom => (Vec2::new(goal.x, -h / 2.0 - 14.0), Vec2::new(t.width() as f32 * CELL - 10.0, 16.0), "vv"),
        Side::Top => (Vec2::new(goal.x, h / 2.0 + 14.0), Vec2::new(t.width() as f32 * CELL - 10.0, 16.0), "^^"),
    };
    let offset = match board.exit.side {
        Side::Right => Vec2::new(40.0, 0.0),
        Side::Left => Vec2::new(-40.0, 0.0),
        Side::Bottom => Vec2::new(0.0, -40.0),
        Side::Top => Vec2::new(0.0, 40.0),
    };
    commands.spawn((scoped(), rounded(texture, Color::srgb_u8(255, 213, 79), size), Transform::from_xyz(at.x, at.y, -1.5)));
    let label = if board.family == Family::Klotski { format!("{arrow} EXIT") } else { format!("EXIT {arrow}") };
    commands.spawn((
        scoped(),
        ExitSign,
        BoardLabel::new(label, 26.0, Color::srgb_u8(255, 213, 79)),
        Transform::from_translation((at + offset * if board.family == Family::Klotski { 1.0 } else { 1.6 }).extend(0.0)),
    ));
}

fn rebuild_on_level_start(
    mut started: MessageReader<LevelStarted>,
    commands: Commands,
    session: Res<Session>,
    texture: Res<RoundedTexture>,
    old: Query<Entity, With<BoardPart>>,
    camera: Query<&mut Projection, With<Camera2d>>,
    mut selected: ResMut<Selected>,
) {
    if started.read().count() > 0 {
        selected.0 = None;
        spawn_board(commands, session, texture, old, camera);
    }
}

fn slide(from: Vec3, to: Vec3, cells: f32) -> Tween {
    let ms = (90.0 + 45.0 * cells).min(260.0) as u64;
    Tween::new(EaseFunction::QuadraticOut, Duration::from_millis(ms), TransformPositionLens { start: from, end: to })
}

/// Tweens each moved piece along its path, one straight segment after another, from wherever it is
/// drawn now — so a move made mid-animation still ends exactly on the logical cell.
fn animate_moves(
    mut moved: MessageReader<PieceMoved>,
    session: Res<Session>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform)>,
) {
    for PieceMoved { piece, path } in moved.read() {
        let Some((entity, _, transform)) = pieces.iter().find(|(_, view, _)| view.0 == *piece) else { continue };
        let size = session.level.board.pieces[*piece].size;
        // Corners of the path: the points where its direction changes, and its end.
        let mut corners: Vec<Vec3> = Vec::new();
        for (i, &at) in path.iter().enumerate() {
            let turn = i + 1 < path.len() && {
                let (a, b) = (at, path[i + 1]);
                let prev = if i == 0 { None } else { Some(path[i - 1]) };
                prev.is_some_and(|p| {
                    (a.x as i16 - p.x as i16, a.y as i16 - p.y as i16) != (b.x as i16 - a.x as i16, b.y as i16 - a.y as i16)
                })
            };
            if turn || i + 1 == path.len() {
                corners.push(world_center(&session, at, size).extend(1.0));
            }
        }
        let mut from = transform.translation.with_z(1.0);
        let mut tween: Option<bevy_tweening::Sequence> = None;
        for to in corners {
            let step = slide(from, to, from.distance(to) / CELL);
            tween = Some(match tween {
                None => bevy_tweening::Sequence::from_single(step),
                Some(seq) => seq.then(step),
            });
            from = to;
        }
        if let Some(sequence) = tween {
            commands.entity(entity).insert(TweenAnim::new(sequence));
        }
    }
}

/// The safety net that keeps the picture honest: a piece that is neither sliding nor dragged, yet not
/// drawn on its logical cell (a refused drop, a drag shorter than half a cell), slides back there.
fn settle_pieces(
    session: Res<Session>,
    dragging: Res<Dragging>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform), Without<TweenAnim>>,
) {
    if session.won {
        return;
    }
    for (entity, view, transform) in &pieces {
        let home = world_center(&session, session.positions[view.0], session.level.board.pieces[view.0].size).extend(1.0);
        if dragging.piece() != Some(view.0) && transform.translation.distance(home) > 0.5 {
            let cells = transform.translation.distance(home) / CELL;
            commands.entity(entity).insert(TweenAnim::new(slide(transform.translation, home, cells)));
        }
    }
}

/// On a win the target drives out through the exit, and confetti flies.
fn hide_exit_sign_when_won(session: Res<Session>, mut signs: Query<&mut Visibility, With<ExitSign>>) {
    let shown = if session.won { Visibility::Hidden } else { Visibility::Inherited };
    for mut sign in &mut signs {
        sign.set_if_neq(shown);
    }
}

fn drive_out_on_win(
    mut won: MessageReader<Won>,
    session: Res<Session>,
    mut commands: Commands,
    pieces: Query<(Entity, &PieceView, &Transform)>,
) {
    if won.read().count() == 0 {
        return;
    }
    let board = &session.level.board;
    let target = board.target_index();
    if let Some((entity, _, transform)) = pieces.iter().find(|(_, v, _)| v.0 == target) {
        let out = match board.exit.side {
            Side::Right => Vec3::X,
            Side::Left => Vec3::NEG_X,
            Side::Bottom => Vec3::NEG_Y,
            Side::Top => Vec3::Y,
        } * CELL
            * 3.0;
        let start = world_center(&session, board.goal(), board.target().size).extend(1.0);
        let drive =
            Tween::new(EaseFunction::QuadraticIn, Duration::from_millis(700), TransformPositionLens { start, end: start + out });
        let arrive = slide(transform.translation, start, 1.0);
        commands.entity(entity).insert(TweenAnim::new(arrive.then(drive)));
    }
    // Confetti: a burst of small tiles from the exit, spread by a fixed pattern.
    let origin = world_center(&session, board.goal(), board.target().size).extend(5.0);
    for i in 0..36 {
        let angle = i as f32 * 2.399_963; // golden angle: an even, deterministic spread
        let reach = 150.0 + (i * 37 % 11) as f32 * 25.0;
        let end = origin + Vec3::new(angle.cos() * reach, angle.sin() * reach, 0.0);
        let color = Color::hsl(i as f32 * 47.0 % 360.0, 0.85, 0.6);
        let tween = Tween::new(EaseFunction::CubicOut, Duration::from_millis(900), TransformPositionLens { start: origin, end });
        commands.spawn((
            scoped(),
            Sprite::from_color(color, Vec2::splat(14.0)),
            Transform::from_translation(origin),
            TweenAnim::new(tween),
        ));
    }
}

/// The hint: a ghost of the piece at its destination and an arrow to it.
fn show_hint(
    hint: Res<Hint>,
    session: Res<Session>,
    texture: Res<RoundedTexture>,
    mut commands: Commands,
    ghosts: Query<Entity, With<HintGhost>>,
    mut gizmos: Gizmos,
) {
    let Some(mv) = hint.0 else {
        for ghost in &ghosts {
            commands.entity(ghost).despawn();
        }
        return;
    };
    let piece = &session.level.board.pieces[mv.piece];
    let from = world_center(&session, mv.from, piece.size);
    let to = world_center(&session, mv.to, piece.size);
    gizmos.arrow_2d(from, to, Color::srgb_u8(255, 241, 118));
    if hint.is_changed() {
        for ghost in &ghosts {
            commands.entity(ghost).despawn();
        }
        let size = Vec2::new(piece.width() as f32 * CELL - GAP, piece.height() as f32 * CELL - GAP);
        commands.spawn((
            HintGhost,
            scoped(),
            rounded(&texture, Color::srgba(1.0, 0.95, 0.45, 0.35), size),
            Transform::from_translation(to.extend(0.8)),
            Pickable::IGNORE,
        ));
    }
}

fn highlight_selection(
    selected: Res<Selected>,
    pieces: Query<(&PieceView, &Children)>,
    mut rings: Query<&mut Sprite, With<SelectionRing>>,
) {
    if !selected.is_changed() {
        return;
    }
    for (view, children) in &pieces {
        for child in children.iter() {
            if let Ok(mut sprite) = rings.get_mut(child) {
                let alpha = if selected.0 == Some(view.0) { 0.9 } else { 0.0 };
                sprite.color = Color::srgba(1.0, 1.0, 1.0, alpha);
            }
        }
    }
}
