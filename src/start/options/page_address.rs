//! The page's address as the game's options, in a browser: `?level=rh-01-first-gear&demo` reads as
//! `--level rh-01-first-gear --demo`, each pair percent-decoded.

use super::{IgnoredPair, Options};
use clap::Parser;
use gridlock_core::notation::percent_decoded;

/// A query string as options. Each `key=value` pair is tried on its own, so one bad pair (an unknown
/// key, a bad value) is reported and the others still count.
pub(super) fn options_from_query(query: &str) -> (Options, Vec<IgnoredPair>) {
    let mut words = vec!["gridlock".to_string()];
    let mut problems = Vec::new();
    for pair in query.trim_start_matches('?').split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let mut tried = words.clone();
        tried.push(format!("--{}", percent_decoded(key)));
        tried.extend(Some(percent_decoded(value)).filter(|v| !v.is_empty()));
        match Options::try_parse_from(&tried) {
            Ok(_) => words = tried,
            Err(e) => {
                let why = e.to_string();
                let why = why.lines().next().unwrap_or_default().trim_start_matches("error: ").to_string();
                problems.push(IgnoredPair { pair: pair.to_string(), why });
            }
        }
    }
    (Options::try_parse_from(&words).unwrap_or_else(|_| Options::parse_from(["gridlock"])), problems)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_pair_in_the_address_is_reported_and_the_rest_still_counts() {
        let (args, problems) = options_from_query("?level=rh-01-first-gear&bogus=1&size=huge&demo");
        assert_eq!(args.level.as_deref(), Some("rh-01-first-gear"));
        assert!(args.demo);
        assert_eq!(args.size, (1280, 800));
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert_eq!(problems[0].pair, "bogus=1");
        assert!(problems[0].why.starts_with("unexpected argument '--bogus'"), "{problems:?}");
        assert_eq!(problems[1].pair, "size=huge");
        assert!(problems[1].why.starts_with("invalid value 'huge'"), "{problems:?}");
        assert_eq!(percent_decoded("AA..%2F..+x"), "AA../.. x");
        assert_eq!(percent_decoded("100%"), "100%");
    }

    #[test]
    fn a_share_link_names_its_board() {
        let (args, problems) = options_from_query("?board=BAAC%2FBAAC/DEEF/DGHF/I..J");
        assert_eq!((args.board.as_deref(), problems.len()), (Some("BAAC/BAAC/DEEF/DGHF/I..J"), 0));
        let (args, problems) = options_from_query("?level=rh-01-first-gear&board=BAAC/BAAC/DEEF/DGHF/I..J");
        assert_eq!(args.level.as_deref(), Some("rh-01-first-gear"));
        assert!(problems[0].why.contains("cannot be used with"), "one puzzle at a time: {problems:?}");
    }

    #[test]
    fn a_link_names_its_language() {
        let (args, problems) = options_from_query("?level=klc-32-heng-dao-li-ma&lang=zh-Hans");
        assert_eq!((args.lang, problems.len()), (Some(crate::i18n::Language::SimplifiedChinese), 0));
    }

    #[test]
    fn a_link_opens_the_daily_puzzles() {
        use gridlock_core::model::Family;
        let (args, problems) = options_from_query("?daily");
        assert_eq!((args.daily, problems.len()), (Some(None), 0));
        let (args, problems) = options_from_query("?daily=klotski&today=2026-12-04");
        assert_eq!(
            (args.daily, args.today.map(|d| d.to_string()), problems.len()),
            (Some(Some(Family::Klotski)), Some("2026-12-04".into()), 0)
        );
        assert_eq!(options_from_query("?every-puzzle=51").0.every_puzzle, Some(Some(51)));
        let (_, problems) = options_from_query("?daily=chess&today=2026-02-30");
        assert_eq!(problems.len(), 2, "{problems:?}");
    }
}
