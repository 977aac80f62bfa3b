//! Embeds every level under `levels/` into the game binary, so the game (and its web build, which has
//! no file system) ships its levels inside itself, checked and ready to read; and on Windows, the app
//! icon into `gridlock.exe`.

use gridlock_core::level::Level;
use std::path::Path;
use std::process::Command;

fn main() {
    embed_levels();
    windows_icon();
}

/// Every level under `levels/`, read with the engine's loader and embedded as the JSON of its
/// [`LevelFile`](gridlock_core::level::LevelFile): the game reads the whole pack at start-up, and
/// serde_json reads it about 8× faster than ron (0.2 s of a browser's start-up otherwise). A level the loader refuses stops the build with
/// the loader's message (file, line, column, what is wrong).
fn embed_levels() {
    println!("cargo::rerun-if-changed=levels");
    // Read when the script runs, not when it is compiled: cargo reuses one compiled build script for
    // every checkout sharing a target folder, and `env!` would point them all at the first one.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest).join("levels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("levels/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    let mut entries = String::new();
    for file in &files {
        // Each file as well as the folder: an edited level must be embedded again, not only an added one.
        println!("cargo::rerun-if-changed={}", file.display());
        let level = match Level::load(file) {
            Ok(level) => level,
            Err(e) => {
                eprintln!("error: a shipped level does not load: {e}");
                std::process::exit(1);
            }
        };
        let json = serde_json::to_string(&level.to_file()).expect("a level file is plain data");
        let name = file.file_name().unwrap().to_string_lossy();
        entries += &format!("    ({name:?}, {json:?}),\n");
    }
    let out = Path::new(&std::env::var("OUT_DIR").unwrap()).join("levels.rs");
    std::fs::write(
        out,
        format!("/// (file name, JSON of its `LevelFile`) of every shipped level.\npub const LEVEL_FILES: &[(&str, &str)] = &[\n{entries}];\n"),
    )
    .expect("OUT_DIR is writable");
}

/// For a Windows target, the app icon (`assets/desktop/gridlock.ico`, made by `scripts/make-art.py`)
/// goes into the game's executable as a resource, so Explorer and the taskbar show it: `windres`
/// (mingw-w64's `x86_64-w64-mingw32-windres`, or `$WINDRES`) compiles a one-line resource script into
/// an object the linker takes. Without `windres` the game builds, without its icon, and says so.
fn windows_icon() {
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let icon = Path::new(&manifest).join("assets/desktop/gridlock.ico");
    println!("cargo::rerun-if-changed={}", icon.display());
    println!("cargo::rerun-if-env-changed=WINDRES");
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).to_path_buf();
    let script = out.join("gridlock.rc");
    let object = out.join("gridlock-icon.o");
    std::fs::write(&script, format!("1 ICON \"{}\"\n", icon.display().to_string().replace('\\', "/")))
        .expect("OUT_DIR is writable");
    let windres = std::env::var("WINDRES").unwrap_or_else(|_| "x86_64-w64-mingw32-windres".into());
    let made =
        Command::new(&windres).arg("--input").arg(&script).arg("--output").arg(&object).arg("--output-format=coff").status();
    match made {
        Ok(status) if status.success() => println!("cargo::rustc-link-arg-bin=gridlock={}", object.display()),
        Ok(status) => println!("cargo::warning=the icon was not embedded: {windres} ended with {status}"),
        Err(e) => println!("cargo::warning=the icon was not embedded: {windres} could not run ({e})"),
    }
}
