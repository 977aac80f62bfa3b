//! The one way Gridlock reads and writes the files a player hands it — level files, the CLI's inputs
//! and outputs, the game's saves, the enumerator's shards — so every path keeps the same promises:
//!
//! - **Reading** opens regular files only. A folder, a named pipe, a device or a socket is refused by
//!   name before it is opened (opening a pipe with no writer would wait forever, `/dev/zero` never
//!   ends), the size is checked against a cap before a byte is read, a UTF-8 byte-order mark is
//!   dropped, CRLF line ends read as LF, and bytes that are not UTF-8 are refused with their line and
//!   column.
//! - **Writing** is atomic: a temporary file beside the target, written, synced and read back, then
//!   renamed over it (and the folder synced), so a crash or a full disk never leaves half a file, and
//!   the temporary file is removed on every failure. A path that names anything but a regular file
//!   (a device, a pipe, a folder, a socket) is refused and left as it is. A symbolic link is written
//!   through: the file it points to is replaced, and the link stays a link.
//! - **Walking** folders for files never follows a symbolic link to a folder, and takes a linked file
//!   only when it lies inside the tree, so a link loop cannot make a walk endless and a link cannot lead
//!   it out of the tree.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Why a file could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// A folder, pipe, device or socket where a regular file was wanted.
    #[error("{path}: {kind}, not a regular file")]
    NotRegular {
        /// The path given.
        path: PathBuf,
        /// What it is instead, in words.
        kind: &'static str,
    },
    /// Larger than what is read of its kind.
    #[error("{path}: the file is {size} bytes; {what} is at most {max} bytes")]
    TooLarge {
        /// The path given.
        path: PathBuf,
        /// Its size in bytes.
        size: u64,
        /// The most bytes read of its kind.
        max: u64,
        /// Its kind, in words ("a level file").
        what: &'static str,
    },
    /// A byte that is not UTF-8 text.
    #[error("{path}:{line}:{col}: not UTF-8 text (byte 0x{byte:02X})")]
    NotText {
        /// The path given.
        path: PathBuf,
        /// The line it is on, from 1.
        line: usize,
        /// Its column, from 1.
        col: usize,
        /// The byte.
        byte: u8,
    },
    /// Nothing at the path.
    #[error("{path}: no such file or folder")]
    Missing {
        /// The path given.
        path: PathBuf,
    },
    /// A symbolic link whose file does not exist.
    #[error("{path}: a symbolic link to a file that does not exist")]
    DanglingLink {
        /// The path given.
        path: PathBuf,
    },
    /// What the system said reading or writing it.
    #[error("{path}: {source}")]
    Io {
        /// The path given.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// A written file read back different from what was written.
    #[error("{path}: what was written does not read back the same (is the disk full?)")]
    NotReadBack {
        /// The path written.
        path: PathBuf,
    },
}

impl FileError {
    fn io(path: &Path) -> impl FnOnce(std::io::Error) -> FileError + '_ {
        move |source| FileError::Io { path: path.to_path_buf(), source }
    }

    /// The file does not exist (reading it found nothing).
    pub fn is_not_found(&self) -> bool {
        matches!(self, FileError::Io { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }
}

/// What a file system entry is, in words, for a refusal.
fn kind_of(file_type: fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return "a device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_dir() {
        "a folder"
    } else if file_type.is_symlink() {
        "a symbolic link"
    } else if file_type.is_file() {
        "a regular file"
    } else {
        "a special file"
    }
}

/// Refuses anything but a regular file (a link is followed), before it is opened.
fn check_regular(path: &Path) -> Result<(), FileError> {
    let meta = fs::metadata(path).map_err(FileError::io(path))?;
    if meta.is_file() { Ok(()) } else { Err(FileError::NotRegular { path: path.to_path_buf(), kind: kind_of(meta.file_type()) }) }
}

/// Opens a regular file to read, refusing anything else before it is opened and again after (in case
/// it was swapped between the look and the open); its size.
fn open_regular(path: &Path) -> Result<(fs::File, u64), FileError> {
    check_regular(path)?;
    let file = fs::File::open(path).map_err(FileError::io(path))?;
    let opened = file.metadata().map_err(FileError::io(path))?;
    if !opened.is_file() {
        return Err(FileError::NotRegular { path: path.to_path_buf(), kind: kind_of(opened.file_type()) });
    }
    Ok((file, opened.len()))
}

/// The bytes of a regular file of at most `max` bytes; `what` names such a file in a refusal ("a level
/// file"). The size is checked before the read, and again by what the read brings (a file may grow).
pub fn read_bytes(path: &Path, max: u64, what: &'static str) -> Result<Vec<u8>, FileError> {
    let too_large = |size| FileError::TooLarge { path: path.to_path_buf(), size, max, what };
    let (file, size) = open_regular(path)?;
    if size > max {
        return Err(too_large(size));
    }
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes).map_err(FileError::io(path))?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// A regular file's text, as [`read_bytes`] reads it: without a byte-order mark, CRLF as LF.
pub fn read_text(path: &Path, max: u64, what: &'static str) -> Result<String, FileError> {
    text_of(path, read_bytes(path, max, what)?)
}

/// What a command line writes for standard input in place of a file, as every Unix tool reads it.
pub const STANDARD_INPUT: &str = "-";

/// How errors name standard input.
pub const STANDARD_INPUT_NAME: &str = "standard input";

/// Whether `path` is `-`: standard input rather than a file of that name (`./-` is the file).
pub fn is_standard_input(path: &Path) -> bool {
    path.as_os_str() == STANDARD_INPUT
}

/// Standard input's text, read as [`read_text`] reads a file's: at most `max` bytes (a longer input is
/// refused once `max` + 1 bytes have come, so a stream without end is not read forever), then UTF-8 with
/// its line and column where it is not. Errors name it "standard input".
pub fn read_standard_input(max: u64, what: &'static str) -> Result<String, FileError> {
    use std::io::Read;
    let path = Path::new(STANDARD_INPUT_NAME);
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(max + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| FileError::Io { path: path.to_path_buf(), source })?;
    if bytes.len() as u64 > max {
        return Err(FileError::TooLarge { path: path.to_path_buf(), size: bytes.len() as u64, max, what });
    }
    text_of(path, bytes)
}

/// Standard input's lines, as [`lines`] reads a file's.
pub fn standard_input_lines(max_line: usize) -> Lines<std::io::Stdin> {
    lines_of(std::io::stdin(), Path::new(STANDARD_INPUT_NAME), max_line)
}

/// `bytes` as text without a byte-order mark and with LF line ends; where they are not UTF-8, the
/// line and column of the first bad byte.
pub fn text_of(path: &Path, bytes: Vec<u8>) -> Result<String, FileError> {
    let text = String::from_utf8(bytes).map_err(|e| {
        let bytes = e.as_bytes();
        let valid = e.utf8_error().valid_up_to();
        let before = String::from_utf8_lossy(&bytes[..valid]);
        let before = before.strip_prefix('\u{feff}').unwrap_or(&before);
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.trim_end_matches('\r').chars().count()) + 1;
        FileError::NotText { path: path.to_path_buf(), line, col, byte: bytes[valid] }
    })?;
    Ok(plain_text(&text))
}

/// Text as editors write it, as the readers expect it: no byte-order mark, LF line ends.
pub fn plain_text(text: &str) -> String {
    text.strip_prefix('\u{feff}').unwrap_or(text).replace("\r\n", "\n")
}

/// The path a write really replaces: the path itself for a regular file or a new one, the file a
/// symbolic link points to (the link stays); anything else is refused.
fn write_target(path: &Path) -> Result<PathBuf, FileError> {
    match fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(path.to_path_buf()),
        Err(e) => Err(FileError::Io { path: path.to_path_buf(), source: e }),
        Ok(meta) if meta.is_file() => Ok(path.to_path_buf()),
        Ok(meta) if meta.file_type().is_symlink() => {
            let target = fs::canonicalize(path).map_err(|_| FileError::DanglingLink { path: path.to_path_buf() })?;
            check_regular(&target).map_err(|e| match e {
                FileError::NotRegular { kind, .. } => FileError::NotRegular { path: path.to_path_buf(), kind },
                other => other,
            })?;
            Ok(target)
        }
        Ok(meta) => Err(FileError::NotRegular { path: path.to_path_buf(), kind: kind_of(meta.file_type()) }),
    }
}

/// Writes `bytes` to `path` atomically (see the module's promises); creates missing folders.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let target = write_target(path)?;
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    fs::create_dir_all(dir).map_err(FileError::io(dir))?;
    let name = target.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let temporary = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = write_and_check(&temporary, bytes).and_then(|()| fs::rename(&temporary, &target).map_err(FileError::io(path)));
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written?;
    // The rename lives in the folder's entry: sync it too, or a crash can bring the old file back.
    #[cfg(unix)]
    fs::File::open(dir).and_then(|d| d.sync_all()).map_err(FileError::io(dir))?;
    Ok(())
}

/// Writes a new file, syncs it and reads it back.
fn write_and_check(temporary: &Path, bytes: &[u8]) -> Result<(), FileError> {
    use std::io::Write;
    let io = FileError::io(temporary);
    let mut file = fs::OpenOptions::new().write(true).create_new(true).open(temporary).map_err(io)?;
    file.write_all(bytes).and_then(|()| file.sync_all()).map_err(FileError::io(temporary))?;
    let back = fs::read(temporary).map_err(FileError::io(temporary))?;
    if back != bytes {
        return Err(FileError::NotReadBack { path: temporary.to_path_buf() });
    }
    Ok(())
}

/// Every file under `roots` whose name ends in `.extension`, sorted, each once. A root that is a file
/// is taken whatever its name; a root that does not exist is an error. Inside the tree, symbolic links
/// to folders are not followed, and a linked file is taken only when it lies inside its root.
pub fn walk(roots: &[PathBuf], extension: &str) -> Result<Vec<PathBuf>, FileError> {
    let mut out = Vec::new();
    for root in roots {
        let meta = fs::metadata(root).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => FileError::Missing { path: root.clone() },
            _ => FileError::Io { path: root.clone(), source: e },
        })?;
        if !meta.is_dir() {
            out.push(root.clone());
            continue;
        }
        let inside = fs::canonicalize(root).map_err(FileError::io(root))?;
        let mut folders = vec![root.clone()];
        while let Some(folder) = folders.pop() {
            let mut entries: Vec<fs::DirEntry> = fs::read_dir(&folder)
                .map_err(FileError::io(&folder))?
                .collect::<Result<_, _>>()
                .map_err(FileError::io(&folder))?;
            entries.sort_by_key(fs::DirEntry::path);
            for entry in entries {
                let path = entry.path();
                let file_type = entry.file_type().map_err(FileError::io(&path))?;
                let named = path.extension().is_some_and(|e| e == extension);
                if file_type.is_dir() {
                    folders.push(path);
                } else if file_type.is_file() && named {
                    out.push(path);
                } else if file_type.is_symlink() && named {
                    let linked_inside = fs::canonicalize(&path).is_ok_and(|real| real.starts_with(&inside) && real.is_file());
                    if linked_inside {
                        out.push(path);
                    }
                }
            }
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// Opens a regular file to be read a line at a time, each line at most `max_line` bytes: see
/// [`Lines`].
pub fn lines(path: &Path, max_line: usize) -> Result<Lines, FileError> {
    let (file, _) = open_regular(path)?;
    Ok(lines_of(file, path, max_line))
}

/// The lines of any reader, as [`lines`] reads a file's (`path` names it in errors).
pub fn lines_of<R: std::io::Read>(reader: R, path: &Path, max_line: usize) -> Lines<R> {
    Lines { reader: std::io::BufReader::new(reader), path: path.to_path_buf(), max_line, number: 0, done: false }
}

/// A file's lines, numbered from 1, each as text (a byte-order mark dropped from the first, a CR
/// before the LF dropped) or why it is not: longer than the cap (skipped without being held in
/// memory) or not UTF-8. An error reading the file ends the lines with that error.
pub struct Lines<R = fs::File> {
    reader: std::io::BufReader<R>,
    path: PathBuf,
    max_line: usize,
    number: usize,
    done: bool,
}

/// Why one line could not be taken; the lines after it still can.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A line past the cap.
    #[error("the line is longer than {max} bytes; skipped")]
    TooLong {
        /// The cap, in bytes.
        max: usize,
    },
    /// A byte that is not UTF-8 text.
    #[error("not UTF-8 text (byte 0x{byte:02X} at column {col})")]
    NotText {
        /// Its column, from 1.
        col: usize,
        /// The byte.
        byte: u8,
    },
}

impl<R: std::io::Read> Iterator for Lines<R> {
    type Item = Result<(usize, Result<String, LineError>), FileError>;

    fn next(&mut self) -> Option<Self::Item> {
        use std::io::BufRead;
        if self.done {
            return None;
        }
        let (mut line, mut too_long, mut ended) = (Vec::new(), false, false);
        loop {
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) => buffer,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(source) => {
                    self.done = true;
                    return Some(Err(FileError::Io { path: self.path.clone(), source }));
                }
            };
            if buffer.is_empty() {
                self.done = true;
                break;
            }
            let (taken, newline) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buffer.len(), false),
            };
            let content = &buffer[..taken - newline as usize];
            if !too_long && line.len() + content.len() <= self.max_line {
                line.extend_from_slice(content);
            } else {
                // Past the cap: the rest of the line is read and dropped, never held.
                too_long = true;
                line.clear();
            }
            self.reader.consume(taken);
            ended = true;
            if newline {
                break;
            }
        }
        if !ended {
            return None;
        }
        self.number += 1;
        if too_long {
            return Some(Ok((self.number, Err(LineError::TooLong { max: self.max_line }))));
        }
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        if self.number == 1 && line.starts_with("\u{feff}".as_bytes()) {
            line.drain(..3);
        }
        let text = String::from_utf8(line).map_err(|e| {
            let valid = e.utf8_error().valid_up_to();
            LineError::NotText {
                col: String::from_utf8_lossy(&e.as_bytes()[..valid]).chars().count() + 1,
                byte: e.as_bytes()[valid],
            }
        });
        Some(Ok((self.number, text)))
    }
}
