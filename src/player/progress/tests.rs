//! The progress's tests: records, settings, damaged and unreadable saves, two running copies.

use super::*;
use crate::i18n::Language;

/// The notice for the player, in English.
fn told(progress: &Progress) -> Option<String> {
    progress.notice.as_ref().map(|notice| notice.in_words(&Tr::new(Language::English), SaveKind::Progress))
}
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

/// A folder of its own for each test, removed at the end.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("gridlock-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn store(&self) -> Store {
        Store::File(self.0.join("progress.ron"))
    }

    fn set_aside_files(&self) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&self.0).unwrap().map(|e| e.unwrap().path()).collect();
        files.retain(|p| p.to_string_lossy().contains(".corrupt-"));
        files
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const TWO_RECORDS: &str = "(best: {\"a\": (moves: 9, stars: 3), \"b\": (moves: 12, stars: 3)})";

#[test]
fn keeps_the_best_result_and_survives_a_round_trip() {
    let scratch = Scratch::new("round-trip");
    let mut progress = Progress::load(scratch.store());
    progress.record("a", Best { moves: 12, stars: 2 });
    progress.record("a", Best { moves: 14, stars: 1 });
    progress.record("a", Best { moves: 9, stars: 3 });
    progress.record("a", Best { moves: 10, stars: 3 });
    assert_eq!(progress.best["a"], Best { moves: 9, stars: 3 });
    progress.save().unwrap();
    let again = Progress::load(scratch.store());
    assert_eq!(again.best, progress.best);
    assert_eq!(again.notice, None);
    assert!(!again.settings.free_play);
}

#[test]
fn settings_are_saved_with_the_records() {
    let scratch = Scratch::new("settings");
    let mut progress = Progress::load(scratch.store());
    progress.settings.free_play = true;
    progress.save().unwrap();
    assert!(Progress::load(scratch.store()).settings.free_play);
    let (old_save, _) = parse(TWO_RECORDS).unwrap();
    assert_eq!(old_save.settings, Settings::default(), "a save from before settings existed still loads");
}

#[test]
fn a_record_under_a_level_s_old_id_moves_to_its_new_id() {
    let (saved, dropped) =
        parse("(best: {\"kl-03-heng-dao-li-ma\": (moves: 90, stars: 2), \"b\": (moves: 5, stars: 2)})").unwrap();
    let best = saved.best;
    assert_eq!(dropped, 0);
    assert_eq!(best.keys().collect::<Vec<_>>(), ["b", "klc-32-heng-dao-li-ma"]);
    assert_eq!(best["klc-32-heng-dao-li-ma"], Best { moves: 90, stars: 2 });
}

#[test]
fn an_impossible_star_count_is_dropped_with_a_message() {
    let scratch = Scratch::new("stars");
    let impossible = "\"a\": (moves: 9, stars: 4), \"z\": (moves: 0, stars: 3), \"y\": (moves: 4294967295, stars: 1)";
    std::fs::write(scratch.0.join("progress.ron"), format!("(best: {{{impossible}, \"b\": (moves: 5, stars: 2)}})")).unwrap();
    let progress = Progress::load(scratch.store());
    assert_eq!(progress.best.keys().collect::<Vec<_>>(), ["b"]);
    assert!(
        told(&progress).is_some_and(|n| n.contains("3 saved records with impossible values were dropped")),
        "{:?}",
        progress.notice
    );
}

#[test]
fn a_damaged_save_is_kept_aside_before_anything_is_written() {
    let scratch = Scratch::new("damaged");
    let damaged = format!("{TWO_RECORDS} and then garbage");
    std::fs::write(scratch.0.join("progress.ron"), &damaged).unwrap();
    let mut progress = Progress::load(scratch.store());
    assert!(told(&progress).is_some_and(|n| n.contains("damaged") && n.contains(".corrupt-")), "{:?}", progress.notice);
    let kept = scratch.set_aside_files();
    assert_eq!(kept.len(), 1);
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), damaged, "the damaged save is kept whole");
    progress.record("c", Best { moves: 4, stars: 3 });
    progress.save().unwrap();
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), damaged, "and stays after the next save");
    assert_eq!(Progress::load(scratch.store()).best.len(), 1);
}

#[test]
fn a_save_that_cannot_be_read_is_never_overwritten() {
    let scratch = Scratch::new("unreadable");
    // A folder where the file should be: it exists, but reading it fails.
    std::fs::create_dir(scratch.0.join("progress.ron")).unwrap();
    let mut progress = Progress::load(scratch.store());
    assert!(told(&progress).is_some_and(|n| n.contains("could not be read")), "{:?}", progress.notice);
    progress.record("a", Best { moves: 3, stars: 3 });
    assert!(progress.save().is_err());
    assert!(scratch.0.join("progress.ron").is_dir(), "left as it was");
}

#[test]
fn two_running_copies_keep_each_others_records() {
    let scratch = Scratch::new("two-copies");
    let mut first = Progress::load(scratch.store());
    let mut second = Progress::load(scratch.store());
    first.record("a", Best { moves: 9, stars: 3 });
    first.save().unwrap();
    second.record("b", Best { moves: 7, stars: 2 });
    second.record("a", Best { moves: 11, stars: 2 });
    second.save().unwrap();
    let saved = Progress::load(scratch.store()).best;
    assert_eq!(saved["a"], Best { moves: 9, stars: 3 }, "the better result of the two copies");
    assert_eq!(saved["b"], Best { moves: 7, stars: 2 });
}

#[test]
fn two_running_copies_keep_each_others_settings() {
    let scratch = Scratch::new("two-copies-settings");
    let mut first = Progress::load(scratch.store());
    let mut second = Progress::load(scratch.store());
    first.settings.volume = 10;
    first.save().unwrap();
    second.record("b", Best { moves: 7, stars: 2 });
    second.save().unwrap();
    assert_eq!(Progress::load(scratch.store()).settings.volume, 10, "the other copy's win keeps this copy's change");
    assert_eq!(second.settings.volume, 10, "and the other copy plays on with it");
    assert_eq!(second.merged_in.map(|s| s.volume), Some(10));
    second.settings.reduce_motion = true;
    second.save().unwrap();
    first.record("a", Best { moves: 9, stars: 3 });
    first.save().unwrap();
    let saved = Progress::load(scratch.store()).settings;
    assert_eq!((saved.volume, saved.reduce_motion), (10, true), "each copy's change survives the other's save");
    first.settings.volume = 30;
    second.settings.volume = 40;
    first.save().unwrap();
    second.save().unwrap();
    assert_eq!(Progress::load(scratch.store()).settings.volume, 40, "changed in both: the later change");
}

#[test]
fn local_storage_keeps_a_damaged_save_under_a_key_of_its_own() {
    let slots = Arc::new(Mutex::new(BTreeMap::new()));
    let store = Store::Memory { key: "gridlock-progress".into(), slots: slots.clone() };
    slots.lock().unwrap().insert("gridlock-progress".into(), format!("{TWO_RECORDS}}}"));
    let mut progress = Progress::load(store.clone());
    assert!(told(&progress).is_some_and(|n| n.contains("local storage key 'gridlock-progress.corrupt-")));
    progress.record("c", Best { moves: 4, stars: 3 });
    progress.save().unwrap();
    let slots = slots.lock().unwrap();
    let aside: Vec<_> = slots.keys().filter(|k| k.starts_with("gridlock-progress.corrupt-")).collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(slots[aside[0]], format!("{TWO_RECORDS}}}"));
    assert!(slots["gridlock-progress"].contains("\"c\""));
}

#[test]
fn the_journal_is_saved_with_the_records_and_an_older_save_has_none() {
    use gridlock_core::daily::Daily;
    use gridlock_core::model::Family;
    let scratch = Scratch::new("journal");
    let mut progress = Progress::load(scratch.store());
    let daily = Daily { date: "2026-12-04".parse().unwrap(), family: Family::Klotski };
    let result = DailyResult { moves: 70, optimum: 64, stars: 2, solved_on: "2026-12-04".parse().unwrap() };
    progress.journal.record_daily(daily, result);
    progress.journal.add_played("rh-01-first-gear", 95, 2);
    progress.save().unwrap();
    let text = std::fs::read_to_string(scratch.0.join("progress.ron")).unwrap();
    assert!(text.contains("\"2026-12-04/klotski\""), "a daily is saved under its name:\n{text}");
    assert_eq!(Progress::load(scratch.store()).journal, progress.journal);
    assert_eq!(parse(TWO_RECORDS).unwrap().0.journal, Journal::default());
    let bad_date =
        "(best: {}, journal: (daily: {\"2026-13-01/klotski\": (moves: 5, optimum: 5, stars: 3, solved_on: \"2026-12-01\")}))";
    assert!(parse(bad_date).is_err(), "a save naming no real day is damaged: set aside, not half read");
}
