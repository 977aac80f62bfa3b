# Gridlock's interface in English. Every id here is in every other language's file too, with the same
# variables (src/i18n/tests.rs checks both, and that the code asks for each one).

## Words used across screens

count-moves = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}
count-slides = { $count ->
    [one] { $count } slide
   *[other] { $count } slides
}
count-steps = { $count ->
    [one] { $count } step
   *[other] { $count } steps
}
family-rush-hour = Rush Hour
family-klotski = Huarongdao
tier-beginner = Beginner
tier-intermediate = Intermediate
tier-advanced = Advanced
tier-expert = Expert
# A pack's numbered level: "Beginner 11".
level-numbered = { $tier } { $number }
pack-shipped = { $family } { $width }×{ $height }
pack-mine = My levels
board-size = { $width }×{ $height }

## The optimum, after "Optimum" or "the optimum is"

par-known = { $optimum }
par-checking = { $optimum } (claimed; checking…)
par-not-known = not known yet
par-too-large-claimed = { $optimum } (claimed; too large to check)
par-too-large = unknown (too large to analyse)
par-none = none: it cannot be solved

## Title

title-tagline = Rush Hour and Klotski, with a solver that explains
title-play = Play
title-create = Create
title-settings = Settings
title-demo = Watch the demo
title-continue = Continue: { $name }, { $moves }
title-quit = Quit
loading-art = Loading the art…

## Level select

select-title = Choose a level
select-back = ◀ Back
select-tools = More
select-free-play = Free play
select-free-play-hover = Open every level, whatever you have solved
select-tally = { $solved } of { $total } solved · ★ { $stars }
select-new-puzzle = New puzzle…
select-new-puzzle-hover = A Rush Hour or Huarongdao puzzle made for you
select-open = Open
select-open-hover = Play the puzzle of a share code
select-edit = Edit
select-edit-hover = Open the share code in the editor
select-paste = Paste a share code
select-pack = { $pack }  { $solved } / { $total }
select-keys = Arrows choose · Enter plays · Tab switches pack · Esc goes back
select-section = { $solved } / { $total } solved · ★ { $stars } of { $most }
select-opens-after = { $more ->
    [one] opens after { $more } more { $tier } level
   *[other] opens after { $more } more { $tier } levels
}
select-about = { $name }
    optimum: { $optima }
select-about-locked = { $name }
    optimum: { $optima }
    locked: { $why }
select-card-solved = { $about }
    solved: { $stars ->
        [one] 1 star
       *[other] { $stars } stars
    }, best { $moves } moves
select-code-refused-title = Share code
select-code-refused = That code cannot be played: { $why }.
card-par = par { $count }
card-par-claimed = par { $count }?
card-par-unknown = par ?
card-no-solution = no solution
card-locked = locked
card-watched = watched
card-resume = ▶ unfinished: continue
card-best = best { $moves } · { $par }

## New puzzle

puzzle-title = New puzzle
puzzle-making = Making a { $size }×{ $size } Rush Hour puzzle… { $runs ->
        [one] { $runs } run so far
       *[other] { $runs } runs so far
    }
puzzle-cancel = Cancel
puzzle-about = A Rush Hour puzzle made for you by the generator: the hardest position of its cluster.
puzzle-size = { $size }×{ $size }
puzzle-huarongdao = Huarongdao 4×5
puzzle-drawing = Drawing a Huarongdao puzzle from every layout of the classic set…
puzzle-about-huarongdao = A Huarongdao puzzle of the classic set (Cao Cao, five generals, four soldiers), drawn from every layout of the set whose optimum lies in the band.
puzzle-band = { $band } ({ $least }–{ $most } moves)
band-easy = Easy
band-medium = Medium
band-hard = Hard
puzzle-make = Make it
puzzle-failed = No puzzle could be made this time; try again.

## Playing: the status bar

hud-opened = opened
hud-daily = daily puzzle
hud-about = { $tier } · { $family } · { $size }
hud-optimum = Optimum { $par }
hud-solved = solved!
hud-distance = { $distance } from solved
hud-analysing = analysing…
hud-stopped = analysis stopped
hud-stopped-why = You stopped it
hud-too-large = too large to analyse
hud-no-solution = no solution from here
hud-meter-hover = { $why }. Hints and replays are off for this level; it plays as usual.
hud-stop = Stop
hud-stop-hover = Stop analysing this level
hud-replay = replay: { $left } left at { $speed }/s
hud-counters-wide = Moves { $moves }   Slides { $slides }   Steps { $steps }
hud-counters = Moves { $moves } · Slides { $slides } · Steps { $steps }
hud-moves-and-optimum = Moves { $moves } · { $optimum }

## Playing: the toolbar

toolbar-menu = Menu
toolbar-menu-hover = Menu (Esc)
toolbar-more = More
toolbar-undo = Undo
toolbar-undo-hover = Undo (Ctrl+Z)
toolbar-redo = Redo
toolbar-redo-hover = Redo (Ctrl+Y)
toolbar-hint = Hint
toolbar-hint-hover = Hint (F1 or /); again: why
toolbar-pause = Pause
toolbar-solve = Solve
toolbar-solve-hover = Solve from here (Space)
toolbar-step = Step
toolbar-slower = − Slower
toolbar-slower-hover = The replay slower (-)
toolbar-faster = + Faster
toolbar-faster-hover = The replay faster (=)
toolbar-reset = ⟲ Reset
toolbar-prev = ◀ Prev
toolbar-prev-hover = The previous level (Page Up)
toolbar-next = Next ▶
toolbar-next-hover = The next level (Page Down)
toolbar-analysis = Analysis
toolbar-analysis-hover = F2: who blocks whom, unlock order, cycles
toolbar-sound-off = Sound off
toolbar-sound-on = Sound on
toolbar-settings = Settings
toolbar-settings-hover = Volume, speed, motion, colours, language, fullscreen
toolbar-share = Share
toolbar-share-hover = Copy this position's share code (in a browser, its link)
toolbar-keep = Keep…
toolbar-keep-hover = Save it in My levels
toolbar-back-to-editor = ◀ Back to editor
toolbar-back-to-editor-hover = The editor, as you left it
toolbar-edit = Edit
toolbar-edit-hover = Open this position in the editor
keep-title = Keep in My levels
keep-name = Its name
keep = Keep
keep-suggested = { $family } { $size }, { $moves } moves

## Sharing and GIFs

share-title = Share
share-copied-link = Copied the link to this position:
    { $link }

    Its share code: { $code }
share-copied-code = Copied this position's share code:
    { $code }

    Paste it in the level select, or open it with
    gridlock --board { $code }
share-copied-puzzle-link = Copied the link to this puzzle:
    { $link }

    Its share code: { $code }
share-copied-puzzle-code = Copied this puzzle's share code:
    { $code }

    Paste it in the level select, or open it with
    gridlock --board { $code }
share-impossible = This board cannot be written as a share code (its exit or pieces are not the standard ones).
gif-save = Save GIF
gif-saving = Saving GIF…
gif-hover = The optimal solution from the start, as an animated GIF
gif-title = Solution GIF
gif-saved = The optimal solution was saved as { $place }.
gif-saved-download = { $file } (your browser's downloads)
gif-failed = The GIF could not be made: { $why }.
gif-unsolvable = the level has no solution to draw
gif-too-large = the level is too large to solve here

## The win panel

win-title = Solved!
win-moves = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } — the optimum is { $optimum }
win-assisted = The solver played part of it: retry on your own for stars.
win-counters = { $slides ->
        [one] { $slides } slide
       *[other] { $slides } slides
    }, { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, { $seconds } s
win-retry = Retry
win-back-to-editor = ◀ Back to editor
win-next = Next level ▶

## Settings

settings-title = Settings
settings-volume = Sound volume
settings-speed = Animation speed
settings-motion = Reduce motion
settings-motion-detail = Short slides, no confetti, no fades
settings-colours = Piece colours
settings-contrast = High contrast
settings-contrast-detail = Black ground, white edges, a gold focus ring
settings-text-size = Text size
settings-keys = Tab moves between the settings, arrows change one, Esc closes. Ctrl + and Ctrl − change the text size anywhere.
settings-language = Language
settings-language-system = System ({ $language })
settings-fullscreen = Fullscreen
settings-fullscreen-detail = F11 switches it anywhere
settings-free-play = Free play
settings-free-play-detail = Every level open, whatever you have solved
settings-letters = Every piece also carries its letter or name, whatever its colour.
settings-done = Done
scheme-standard = Standard
scheme-colour-blind = Colour-blind safe

## The editor

editor-title = Create
editor-menu = ◀ Menu
editor-new-board = New board
editor-new-board-menu = New board ▾
editor-tools = Pieces and tools
editor-tools-hint = Click a cell, or drag a tool onto the board
editor-undo = Undo
editor-redo = Redo
editor-turn = Turn
editor-delete = Delete
editor-delete-hover = Delete, or right-click
editor-keys = Arrows move the cursor · Enter uses the tool · R turns · Del deletes · H hardest start · P play-test
editor-about = { $family } { $size } · { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}
editor-not-a-puzzle = Not a puzzle yet
editor-solving = Solving…
editor-hardest-here = this start is the hardest
editor-hardest-needs = the hardest needs { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
editor-solved = { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
editor-reachable = { $positions ->
        [one] { $positions } position reachable
       *[other] { $positions } positions reachable
    }; { $hardest }.
editor-unsolvable = Unsolvable
editor-unsolvable-why = { $positions ->
        [one] Its one position does not reach the exit.
       *[other] None of its { $positions } positions reaches the exit.
    }
editor-too-large = Too large to analyse
editor-too-large-why = { $why }.
editor-play-test = ▶ Play-test
editor-play-test-hover = P: play it, then come back here
editor-hardest = Hardest start
editor-hardest-hover = H: every piece to the reachable position that takes longest to solve
editor-share-and-keep = Share and keep
editor-share-code = Share code
editor-copy = Copy
editor-copy-hover = Copy the code (in a browser, the link)
editor-no-code = A valid board with the standard exit has one.
editor-paste = Paste a code
editor-open = Open
editor-cannot-edit = That puzzle cannot be edited: { $why }.
tool-move = Move
tool-red-car = Red car
tool-cao-cao = Cao Cao 2×2
tool-car-across = Car ↔
tool-car-upright = Car ↕
tool-truck-across = Truck ↔
tool-truck-upright = Truck ↕
tool-block = Block { $width }×{ $height }
tool-wall = Wall
tool-exit = Exit
tool-erase = Erase

## Notices

notice-ok = OK
notice-my-levels = My levels
notice-progress = Saved progress
notice-settings = Settings
notice-optimum = Optimum
notice-address = The page's address
notice-resume = Continue
address-ignored = `{ $pair }` in the page's address was ignored: { $why }.
my-levels-too-many = Your list holds { $count } levels; the first { $shown } are shown. The list is kept whole.
my-levels-unopenable = '{ $name }' could not be opened: { $why }.
my-levels-saved = Saved as '{ $name }' in My levels.
my-levels-not-saved = The level was not saved: { $why }.
settings-not-saved = Your settings could not be saved: { $why }. They hold until the game is closed.
optimum-refuted = '{ $name }' claims an optimum of { $claimed }; the solver finds { $found }, which the stars now count against.
optimum-unsolvable = '{ $name }' claims an optimum of { $claimed }, but the solver finds that it cannot be solved.

## Saves

save-progress = saved progress
save-my-levels = list of levels
save-resume = game in progress
save-kept-key = local storage key '{ $key }'
save-set-aside = Your { $what } was damaged (line { $line }, column { $column }: { $detail }). It was kept as { $kept }.
save-not-set-aside = Your { $what } is damaged (line { $line }, column { $column }: { $detail }) and could not be set aside ({ $error }); nothing will be saved over it.
save-unreadable = Your { $what } could not be read ({ $error }); nothing will be saved over it.
save-dropped = { $count ->
    [one] { $count } saved record with impossible values was dropped.
   *[other] { $count } saved records with impossible values were dropped.
}
save-failed = Your { $what } could not be saved: { $why }.
save-not-overwritten = the { $what } could not be read, so it is not overwritten
resume-unplayable = The game you left could not be taken up again ({ $why }); it was kept as { $kept }.
resume-no-level = there is no level '{ $level }' any more
resume-illegal-move = its move { $number } is not allowed on its board
resume-bad-counts = its counts are impossible

## Names, keeping

name-empty = a level needs a name
name-too-long = a name is at most { $most } characters; this one has { $length }
name-not-one-line = a name is one line of text
keep-shipped = it comes with the game
keep-no-such-level = no such level
keep-no-share-code = it cannot be written as a share code

## What the level loader, the board-string reader and the board's rules refuse

error-no-such-level = no level '{ $name }' (ids are listed by `gridlock-cli list levels`)
error-in-board-string = { $text }: { $why }
error-in = { $source }: { $why }
error-at = { $path }:{ $line }:{ $column }: { $why }
error-cannot-read = { $path }: cannot read: { $why }
error-cannot-write = { $path }: cannot write: { $why }
error-level-too-large = { $path }: the file is { $size } bytes; a level file is at most { $most } bytes
error-not-a-file = { $path }: { $kind }, not a regular file
error-file-too-large = { $path }: the file is { $size } bytes; at most { $most } bytes are read
error-not-text = { $path }:{ $line }:{ $column }: not UTF-8 text (byte { $byte })
error-missing = { $path }: no such file or folder
error-dangling-link = { $path }: a symbolic link to a file that does not exist
error-not-read-back = { $path }: what was written does not read back the same (is the disk full?)
error-too-many-pieces = the board has too many pieces to solve: its state needs { $bits } bits and the solver packs states into 64
error-limit-reached = the analysis explored { $states } positions ({ $bytes }) and the puzzle goes on past the memory budget of { $budget }
error-cancelled = cancelled
notation-empty = empty board string
notation-too-long = the board string is { $length } characters long; a board string is at most { $most } (8×8 takes 71)
notation-empty-row = row { $row } is empty (rows are joined by '/')
notation-fogleman-length = a board string without '/' is Fogleman's 6×6 notation, 36 characters; this one has { $length }
notation-ragged-row = row { $row } has { $length } cells but row 1 has { $expected }
notation-too-large = the board is { $width }×{ $height }; at most { $most }×{ $most } is supported
notation-bad-character = unexpected character '{ $character }' at row { $row }, column { $column } (use '.' or 'o' for empty, 'x' for a wall, letters or digits for pieces)
notation-not-rectangle = piece '{ $label }' is not a filled rectangle
notation-unknown-game = cannot tell the game from this board
notation-no-centre = the target 'A' is { $width } cells wide on a { $board }-wide board: it has no bottom-centre exit
notation-not-expressible = this board cannot be written as a board string: { $why }
shapes-rush-hour = vehicles 1 cell wide and 2 or more long
shapes-klotski = any rectangle
movement-across = across
movement-up-and-down = up and down
movement-free = in every direction
side-top = top
side-bottom = bottom
side-left = left
side-right = right
board-bad-size = a { $width }×{ $height } board is not supported (1×1 to { $most }×{ $most })
board-no-target = there is no target piece (label 'A')
board-duplicate-label = label '{ $label }' is used by more than one piece
board-invisible-label = piece label { $label } is not a visible character
board-empty-piece = piece '{ $label }' has an empty size
board-piece-outside = piece '{ $label }' lies outside the { $width }×{ $height } board
board-wall-outside = the wall at { $cell } lies outside the board
board-overlap = piece '{ $label }' overlaps { $other }
board-bad-shape = piece '{ $label }' is { $width }×{ $height }; { $family } allows { $allowed }
board-bad-movement = piece '{ $label }' moves { $movement }, which does not fit its { $width }×{ $height } shape in { $family }
board-bad-exit = the exit ({ $side } edge at { $offset }) is outside the board or too narrow for the target
board-target-cannot-exit = target 'A' cannot reach its exit: { $why }
edit-no-such-piece = there is no piece { $piece }
edit-does-not-fit = a { $piece_width }×{ $piece_height } piece does not fit on a { $width }×{ $height } board
edit-bad-shape = { $family } has no { $width }×{ $height } piece ({ $allowed })
edit-no-label = the board has no label left for another piece (at most { $most } besides the target)
edit-target-stays = the target stays on the board: move it instead
edit-outside = the cell { $cell } is outside the board
edit-bad-arrangement = an arrangement names { $given ->
        [one] { $given } position
       *[other] { $given } positions
    } for { $pieces ->
        [one] { $pieces } piece
       *[other] { $pieces } pieces
    }
exit-wrong-axis = it moves along an axis that does not lead to the exit
exit-cannot-move-towards = it cannot move towards the exit's edge
exit-walled = a wall stands in front of the exit

## The editor's refusals

editor-refused-analysing = its optimum is still being found
editor-refused-unsolvable = it has no solution
editor-refused-too-large = it is too large to analyse
editor-nothing-to-undo = nothing to undo
editor-nothing-to-redo = nothing to redo
editor-no-hardest-yet = the hardest start is known once the draft is solved
editor-draft-name = Editor draft
editor-cannot-keep = it cannot be kept: { $why }
shared-puzzle = Shared puzzle

## The board

board-exit-beside = EXIT { $arrow }
board-exit-below = { $arrow } EXIT

## Why a hint is the move

piece-red-car = the red car
piece-soldier = soldier { $label }
direction-up = up
direction-down = down
direction-left = left
direction-right = right
hint-why = Why: { $reason }.
hint-why-separator = {"; "}
hint-why-frees = { $piece } { $direction } { $cells } frees { $next }
hint-why-then-frees = then { $piece } frees { $next }
hint-why-exit = { $piece } { $direction } { $cells }: nothing stands between it and the exit
hint-why-room = { $piece } { $direction } { $cells } makes room for what follows ({ $left } to go)
win-hints = { $count ->
    [0] No hints
    [one] { $count } hint
   *[other] { $count } hints
}

## The daily puzzles

title-daily = Daily puzzles
daily-title = Daily puzzles
daily-failed = The day's puzzle could not be made. Please try again.
daily-level-name = Daily { $date } · { $family }
daily-share = Gridlock daily { $date } · { $family } { $stars } { $moves }/{ $optimum } moves · streak { $streak }
daily-share-watched = Gridlock daily { $date } · { $family } · watched: the solver played it
daily-share-copied = Copied to the clipboard, to share (no spoilers).
daily-share-copy = Copy again
daily-streak = { $current ->
    [one] Streak: { $current } day
   *[other] Streak: { $current } days
} · longest { $longest }
daily-band = { $low }–{ $high } moves
daily-result = { $moves } moves, the optimum is { $optimum }
daily-open = Not solved yet
daily-play = Play
daily-play-again = Play again
daily-making = Making…
daily-month-before = The month before
daily-month-after = The month after
daily-day = { $date }: { $solved ->
        [0] nothing solved
        [one] 1 puzzle solved
       *[other] { $solved } puzzles solved
    }
daily-today = { $day }, today
daily-legend = A dot for each puzzle solved; gold when solved on its day, which keeps the streak.
win-back-to-daily = ◀ Daily puzzles
weekday = { $day ->
    [1] Monday
    [2] Tuesday
    [3] Wednesday
    [4] Thursday
    [5] Friday
    [6] Saturday
   *[7] Sunday
}
weekday-short = { $day ->
    [1] Mon
    [2] Tue
    [3] Wed
    [4] Thu
    [5] Fri
    [6] Sat
   *[7] Sun
}
calendar-month = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }
calendar-long-date = { $weekday } { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }

## Statistics

title-stats = Statistics
stats-title = Statistics
stats-solved = Solved
stats-perfect = Perfect (★★★)
stats-stars = Stars
stats-hints = Hints used
stats-time = Time played
stats-streak = Daily streak
stats-longest = Longest streak
stats-dailies = Daily puzzles solved
stats-by-pack = By pack
stats-pack = Pack
stats-of = { $count } of { $total }
stats-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}
duration-seconds = { $seconds } s
duration-minutes = { $minutes } min
duration-hours = { $hours } h { $minutes } min

## Every 6×6 puzzle

select-every-puzzle = Every 6×6 puzzle
select-every-puzzle-hover = All 2,577,412 puzzles of 6×6 Rush Hour, with up to two walls, by the moves they take
database-title = Every 6×6 puzzle
database-about = { $walls ->
    [0] { $count } puzzles without walls: every minimal one, each at the hardest position of its cluster (Michael Fogleman's definitions, enumerated by Gridlock).
   *[other] { $count } puzzles with up to { $walls } walls: every minimal one, each at the hardest position of its cluster (Michael Fogleman's definitions, enumerated by Gridlock).
}
database-hardest = Hardest: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
database-walls = Walls:
database-walls-any = Any
database-walls-exactly = { $walls ->
    [0] None
   *[other] { $walls }
}
database-loading = Loading the database of every puzzle…
database-failed = The database could not be loaded: { $why }
database-missing = This pack needs the file { $file }, which is in none of the folders the game looked in:
    { $places }
    Put the game's assets folder beside the game (the packages have it there), or reinstall the game. The rest of the game plays without it.
database-retry = Try again
database-count = { $count ->
    [one] { $count } puzzle takes { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
   *[other] { $count } puzzles take { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
}
database-random = Random puzzle of { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
database-card = No. { $number }
    cluster of { $states ->
        [one] { $states } position
       *[other] { $states } positions
    }
database-level-name = Every 6×6 · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } · No. { $number }

## The About window (the title's About, the settings' About Gridlock…)
title-about = About
settings-about = About Gridlock…
about-title = About Gridlock
about-version = Gridlock { $version }
about-tagline = Rush Hour and Klotski sliding-block puzzles, with a solver that explains.
about-graphics = Drawn with { $api } on { $adapter }.
about-graphics-software = Drawn with { $api } on { $adapter }, by the processor (software rendering: slower than a graphics card).
about-licence = Free software under the MIT licence or the Apache License 2.0, at your choice.
about-fonts = Fonts: Ubuntu Light (Ubuntu Font Licence 1.0), Hack (MIT and Bitstream Vera licences) and egui's icon font (MIT), as egui ships them; Gridlock CJK, a subset of Noto Sans CJK SC (SIL Open Font License 1.1).
about-art = The pictures, the icons and the sounds were made for Gridlock and share its licence.
about-notices = Third-party licences
about-notices-detail = Every library built into the game, with its licence, as written:
about-close = Close

## The first-time tutorial (on First Gear and on the first Huarongdao level)
tutorial-goal-rush-hour = Drive the red car out through the exit.
tutorial-goal-klotski = Bring 曹操, the big block, down to the exit at the bottom.
tutorial-how-touch = Slide a piece with your finger, as the hand shows.
tutorial-how-mouse = Drag a piece with the mouse, as the hand shows, or pick one with Tab and slide it with the arrow keys.
tutorial-how-pad = On a pad: the shoulder buttons pick a piece, the d-pad slides it.
tutorial-how-ear = By ear: the board was just read out; F4 reads it again. Tab or a letter picks a piece and says where it can slide, the arrows slide it, and every move is told with how far is left.
tutorial-again = Settings can show this again.
tutorial-skip = Skip
settings-tutorials = Show the tutorials again
settings-tutorials-hover = First Gear and the first Huarongdao level show how to play once more.

## When nothing can draw the game's window (printed, and shown in a message window of the system's)
graphics-none-title = Gridlock cannot start
graphics-none-linux = Gridlock found no graphics driver to draw its window with. It draws through Vulkan or, without it, OpenGL, and neither found a graphics adapter on this computer.
graphics-none-windows = Gridlock found no graphics driver to draw its window with. It draws through DirectX 12, Vulkan or OpenGL, and none of them found a graphics adapter on this computer.
graphics-none-macos = Gridlock found no graphics adapter to draw its window with through Metal.
graphics-failed = Gridlock's graphics could not start: { $api } offered { $adapter }, which then failed.
graphics-install-linux = Install Mesa's graphics drivers (or the driver of your graphics card's maker), then start Gridlock again. On Debian and Ubuntu:
    sudo apt install mesa-vulkan-drivers libgl1-mesa-dri libegl1
graphics-install-windows = Install or update the driver of your graphics card, from its maker (AMD, Intel, NVIDIA) or through Windows Update, then start Gridlock again.
graphics-install-macos = Update macOS, then start Gridlock again.
graphics-forced = WGPU_BACKEND={ $value } lets it try only that; unset it to let Gridlock choose.
graphics-detail = What the graphics driver said: { $detail }

## The board in words, for a screen reader (src/i18n/description.rs, src/narration)

a11y-board = The board
a11y-focus-button = { $name }, button
a11y-focus-checkbox = { $name }, check box, { $checked ->
        [yes] ticked
       *[no] not ticked
    }
a11y-focus-slider = { $name }, slider, { $value }
a11y-focus-list = { $name }, list
a11y-focus-textbox = { $name }, text field
a11y-unavailable = { $what }, unavailable
a11y-controls = The game's controls

describe-pieces = { $count ->
        [one] One piece
       *[other] { $count } pieces
    }: { $pieces }.
describe-pieces-separator = {"; "}
describe-list-separator = {", "}
describe-sentence-separator = {" "}
describe-piece = { $piece }, { $lie }, { $place }
describe-piece-free = { $piece }, { $place }
describe-lie-across = across
describe-lie-upright = upright
describe-place = { $rows }, { $columns }
describe-row = row { $row }
describe-rows = rows { $first } to { $last }
describe-column = column { $column }
describe-columns = columns { $first } to { $last }
describe-walls = { $count ->
        [one] A wall
       *[other] Walls
    } at { $walls }.
describe-wall = a wall
describe-cell = Row { $row }, column { $column }: { $what }
describe-cell-empty = empty
describe-draft-unfinished = Not yet a level: { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    }, { $walls ->
        [0] no walls
        [one] 1 wall
       *[other] { $walls } walls
    }.
describe-exit = The exit is on the { $side } edge, { $place }.
describe-side-top = top
describe-side-bottom = bottom
describe-side-left = left
describe-side-right = right
describe-way-clear = Nothing stands between { $target } and the exit.
describe-way-blocked = Between { $target } and the exit: { $pieces }.
describe-at-goal = { $target } is at the exit.
describe-focused = { $piece }. { $reach }
describe-reach = It can slide { $ways }.
describe-reach-way = { $direction } { $cells }
describe-reach-none = It cannot slide now.
describe-slide = { $piece } { $direction } { $cells }
say-level = { $level }, { $family } { $size }. { $board } F4 reads the board again; Tab picks a piece, the arrows slide it.
say-moved = { $slide }: move { $moves }.
say-moved-to-go = { $slide }: move { $moves }, { $left } to go.
say-undone = Undo: { $slide }.
say-redone = Redo: { $slide }.
say-blocked = { $piece } cannot slide { $direction }.
say-hint-frees = Hint: slide { $slide }. It frees { $next }.
say-hint-exit = Hint: slide { $slide }. Nothing then stands between it and the exit.
say-hint-room = Hint: slide { $slide }. It makes room for what follows, { $left } to go.
say-hint-waiting = No hint yet: the solver is still working.
say-won = { $title } { $result }.
