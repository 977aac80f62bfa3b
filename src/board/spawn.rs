//! The board's entities: frame, cells, walls, the exit and one entity per piece, spawned when the
//! playing screen opens and rebuilt whenever a level starts. Other board modules add to the pieces as
//! they appear (drag handles, selection rings) and move them.

use super::art::Art;
use super::geometry::{BoardPart, CELL, PieceView, piece_extent, scoped, world_center, world_dir};
use super::labels::BoardLabel;
use super::textures::RoundedTexture;
use super::win::ExitSign;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::session::{LevelStarted, Session};
use crate::player::settings::Settings;
use crate::theme::palette::Paint;
use crate::theme::palette::Rgb;
use crate::theme::{self, label_size, palette, piece_lines, target_marks};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use gridlock_core::model::{Family, Pos};

pub(super) fn plugin(app: &mut App) {
    app.world_mut().spawn((Camera2d, Name::new("Camera")));
    app.add_systems(Startup, no_multisampling_on_a_software_renderer);
    app.add_systems(OnEnter(crate::app_state::Screen::Playing), spawn_board).add_systems(
        Update,
        (rebuild_on_level_start, recolour_pieces.run_if(resource_changed::<Settings>), word_exit_sign)
            .chain()
            .in_set(super::BoardSystems::Spawn),
    );
}

/// Text on a piece (its letter, or a Huarongdao block's name and key), written in a colour that reads
/// on the piece's own, at this opacity.
#[derive(Component, Clone, Copy)]
struct PieceText(f32);

impl PieceText {
    /// The main text, and a block's key in its corner, quieter.
    const MAIN: PieceText = PieceText(0.9);
    const KEY: PieceText = PieceText(0.55);

    fn ink(self, piece: Rgb) -> Color {
        piece.text_on().with_alpha(self.0)
    }
}

/// A new level, or the look switched to or from high contrast (which edges every part), builds the
/// board afresh.
fn rebuild_on_level_start(
    mut started: MessageReader<LevelStarted>,
    mut shown_in_contrast: Local<Option<bool>>,
    commands: Commands,
    (session, settings): (Res<Session>, Res<Settings>),
    textures: (Res<RoundedTexture>, Res<Art>),
    old: Query<Entity, With<BoardPart>>,
) {
    let contrast_was = shown_in_contrast.replace(settings.high_contrast);
    let look_changed = contrast_was.is_some_and(|was| was != settings.high_contrast);
    if started.read().count() > 0 || look_changed {
        spawn_board(commands, (session, settings), textures, old);
    }
}

/// The pieces in the colours the settings choose, as soon as they are chosen.
fn recolour_pieces(
    session: Res<Session>,
    settings: Res<Settings>,
    mut pieces: Query<(&PieceView, &mut Sprite, &Children)>,
    mut texts: Query<(&mut BoardLabel, &PieceText)>,
) {
    let board = &session.level().board;
    for (view, mut sprite, children) in &mut pieces {
        let Some(piece) = board.pieces().get(view.0) else { continue };
        let colour = palette::piece_in(settings.palette, piece, view.0);
        sprite.color = colour.color();
        for &child in children {
            if let Ok((mut label, text)) = texts.get_mut(child) {
                label.color = text.ink(colour);
            }
        }
    }
}

/// A software renderer (a machine without a GPU; a browser falling back to SwiftShader) draws every
/// sample on the CPU, so there four samples a pixel cost frames the game needs — and, in a browser, the
/// CPU its analysis worker runs on — for edges the board does not have: its pieces are axis-aligned
/// sprites, smoothed in their own art. Only the gizmo arrows lose their smoothing.
fn no_multisampling_on_a_software_renderer(adapter: Option<Res<RenderAdapterInfo>>, mut cameras: Query<&mut Msaa>) {
    if adapter.is_some_and(|adapter| adapter.device_type == wgpu_types::DeviceType::Cpu) {
        info!("a software renderer: multisampling off");
        for mut msaa in &mut cameras {
            *msaa = Msaa::Off;
        }
    }
}

fn spawn_board(
    mut commands: Commands,
    (session, settings): (Res<Session>, Res<Settings>),
    (texture, art): (Res<RoundedTexture>, Res<Art>),
    old: Query<Entity, With<BoardPart>>,
) {
    for entity in &old {
        commands.entity(entity).despawn();
    }
    info!("board ready: {}", session.level().id);
    let board = &session.level().board;
    let (w, h) = (board.width() as f32, board.height() as f32);
    let frame = Vec2::new(w, h) * CELL + theme::FRAME_MARGIN;
    let contrast = settings.high_contrast;
    let rim = if contrast { palette::CONTRAST_OUTLINE } else { palette::rim(board.family()) };
    commands.spawn((scoped(), texture.sprite(rim.color(), frame), Transform::from_xyz(0.0, 0.0, -2.0)));
    let cell_tint = if contrast { palette::CONTRAST_CELL_TINT.color() } else { Color::WHITE };
    let (wall_colour, wall_mark) =
        if contrast { (palette::CONTRAST_WALL, palette::CONTRAST_WALL_MARK) } else { (palette::WALL, palette::WALL_MARK) };
    for y in 0..board.height() {
        for x in 0..board.width() {
            let c = world_center(board, Pos::new(x, y), (1, 1));
            commands.spawn((
                scoped(),
                Sprite {
                    image: art.cell(board.family()),
                    color: cell_tint,
                    custom_size: Some(Vec2::splat(CELL - theme::CELL_INSET)),
                    ..default()
                },
                Transform::from_xyz(c.x, c.y, -1.0),
            ));
        }
    }
    for &wall in board.walls() {
        let c = world_center(board, wall, (1, 1));
        commands.spawn((
            scoped(),
            texture.sprite(wall_colour.color(), Vec2::splat(CELL - theme::PIECE_GAP)),
            Transform::from_xyz(c.x, c.y, 0.5),
        ));
        commands.spawn((
            scoped(),
            BoardLabel::new("x", theme::WALL_MARK_SIZE, wall_mark.color()),
            Transform::from_xyz(c.x, c.y, 0.6),
        ));
    }
    spawn_exit(&mut commands, &session, &texture, contrast);
    for (i, piece) in board.pieces().iter().enumerate() {
        let c = world_center(board, session.positions()[i], piece.size);
        let size = piece_extent(piece);
        let colour = palette::piece_in(settings.palette, piece, i);
        commands
            .spawn((
                scoped(),
                PieceView(i),
                Name::new(format!("Piece {}", piece.label)),
                match art.piece(board.family(), piece) {
                    Some(image) => Sprite { image, color: colour.color(), custom_size: Some(size), ..default() },
                    None => texture.sprite(colour.color(), size),
                },
                Transform::from_xyz(c.x, c.y, 1.0),
                Pickable::default(),
            ))
            .with_children(|parent| {
                if contrast {
                    parent.spawn((
                        texture.sprite(palette::CONTRAST_OUTLINE.color(), size + 2.0 * theme::CONTRAST_OUTLINE),
                        Transform::from_xyz(0.0, 0.0, -0.05),
                        Pickable::IGNORE,
                    ));
                }
                if piece.is_target() {
                    // A white racing stripe: the target is recognisable without colour.
                    let stripe = if size.x >= size.y {
                        Vec2::new(size.x * 0.8, theme::STRIPE_WIDTH)
                    } else {
                        Vec2::new(theme::STRIPE_WIDTH, size.y * 0.8)
                    };
                    parent.spawn((
                        Sprite::from_color(palette::WHITE.with_alpha(0.85), stripe),
                        Transform::from_xyz(0.0, target_marks(piece).1, 0.1),
                        Pickable::IGNORE,
                    ));
                }
                let text = piece_lines(board.family(), board.pieces(), i).join("\n");
                parent.spawn((
                    PieceText::MAIN,
                    BoardLabel::new(text, label_size(board.family(), piece), PieceText::MAIN.ink(colour)),
                    Transform::from_xyz(0.0, if piece.is_target() { target_marks(piece).0 } else { 0.0 }, 0.2),
                    Pickable::IGNORE,
                ));
                // A block shows its name; its letter, the key that selects it, sits small in a corner.
                if board.family() == Family::Klotski {
                    let corner = Vec2::new(-size.x / 2.0, size.y / 2.0) + Vec2::new(1.0, -1.0) * theme::KEY_LABEL_SIZE;
                    parent.spawn((
                        PieceText::KEY,
                        BoardLabel::new(piece.label, theme::KEY_LABEL_SIZE, PieceText::KEY.ink(colour)),
                        Transform::from_translation(corner.extend(0.2)),
                        Pickable::IGNORE,
                    ));
                }
            });
    }
}

/// A bright bar in the board's frame where the target leaves, with a sign.
fn spawn_exit(commands: &mut Commands, session: &Session, texture: &RoundedTexture, contrast: bool) {
    let board = &session.level().board;
    let t = board.target();
    let goal = world_center(board, board.goal(), t.size);
    let out = world_dir(board.exit().side.outward());
    let half_board = Vec2::new(board.width() as f32, board.height() as f32) * CELL / 2.0;
    // On the board's edge in the exit's direction, level with the goal across it.
    let at = goal * out.yx().abs() + out * (half_board + theme::EXIT_BAR_OFFSET);
    let opening = (Vec2::new(t.width() as f32, t.height() as f32) * CELL - 10.0) * out.yx().abs();
    let bar = opening + out.abs() * theme::EXIT_BAR;
    // The way out: a gap in the kerb (the tray's rim), its ground like the cells', the gold bar across it.
    let ground = match board.family() {
        _ if contrast => palette::CONTRAST_GROUND,
        Family::RushHour => palette::ASPHALT,
        Family::Klotski => palette::TRAY_HOLLOW,
    };
    let rim = theme::FRAME_MARGIN / 2.0;
    let gap = goal * out.yx().abs() + out * (half_board + rim / 2.0);
    let gap_size = opening + out.abs() * (rim + 2.0);
    commands.spawn((scoped(), Sprite::from_color(ground.color(), gap_size), Transform::from_xyz(gap.x, gap.y, -1.8)));
    commands.spawn((scoped(), texture.sprite(palette::GOLD.color(), bar), Transform::from_xyz(at.x, at.y, -1.5)));
    let arrow = match out {
        v if v.x > 0.0 => "▶",
        v if v.x < 0.0 => "◀",
        v if v.y < 0.0 => "▼",
        _ => "▲",
    };
    let distance = match board.family() {
        Family::Klotski => 40.0,
        Family::RushHour => 64.0,
    };
    commands.spawn((
        scoped(),
        ExitSign { family: board.family(), arrow },
        // Worded by `word_exit_sign` as it is put up.
        BoardLabel::new("", theme::EXIT_LABEL_SIZE, palette::GOLD.color()),
        Transform::from_translation((at + out * distance).extend(0.0)),
    ));
}

/// The exit's sign in the player's language: as it is put up, and whenever the language changes.
fn word_exit_sign(tr: Res<Tr>, mut signs: Query<(Ref<ExitSign>, &mut BoardLabel)>) {
    for (sign, mut label) in &mut signs {
        if sign.is_added() || tr.is_changed() {
            label.text = match sign.family {
                Family::Klotski => tr!(tr, "board-exit-below", arrow = sign.arrow),
                Family::RushHour => tr!(tr, "board-exit-beside", arrow = sign.arrow),
            };
        }
    }
}
