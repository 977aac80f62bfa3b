//! The catalogues against each other and against the code: both languages define the same messages
//! with the same variables, every `tr!` in the source names a message and passes exactly its
//! variables, and every message is asked for somewhere.

use super::*;
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Variables = BTreeSet<String>;

/// Each message of a catalogue and the variables it uses; a syntax error names its line and column.
fn messages(language: Language) -> BTreeMap<String, Variables> {
    let text = catalogue(language);
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        let problems: Vec<String> = errors
            .iter()
            .map(|e| {
                let before = &text[..e.pos.start];
                let line = before.lines().count().max(1);
                let column = before.len() - before.rfind('\n').map_or(0, |n| n + 1) + 1;
                format!("assets/locales/{}/gridlock.ftl:{line}:{column}: {:?}", language.tag(), e.kind)
            })
            .collect();
        panic!("{}", problems.join("\n"))
    });
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = Variables::new();
            if let Some(pattern) = &message.value {
                pattern_variables(pattern, &mut variables);
            }
            assert!(message.attributes.is_empty(), "{}: the game reads no attributes", message.id.name);
            found.insert(message.id.name.to_string(), variables);
        }
    }
    found
}

fn pattern_variables(pattern: &ast::Pattern<&str>, into: &mut Variables) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut Variables) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut Variables) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

/// A `tr!` call in the source: where, the id, the variables it passes.
struct Call {
    place: String,
    id: String,
    variables: Variables,
}

/// Every `tr!(…)` in `src/`, outside comments.
fn calls() -> Vec<Call> {
    let mut found = Vec::new();
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let code: String =
            text.lines().map(|line| if line.trim_start().starts_with("//") { "" } else { line }).collect::<Vec<_>>().join("\n");
        for (at, _) in code.match_indices("tr!(") {
            // `tr!` itself, not the end of another macro's name or this file's search string.
            if code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == '"') {
                continue;
            }
            let line = code[..at].lines().count();
            let place = format!("{}:{line}", path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap().display());
            let arguments = top_level_arguments(&code[at + 4..]);
            let id = arguments.get(1).map(|a| a.trim()).unwrap_or_default();
            assert!(
                id.starts_with('"') && id.ends_with('"') && id.len() > 2,
                "{place}: a tr! names its message by a string literal, not {id:?}"
            );
            let variables =
                arguments[2..].iter().map(|a| a.split_once('=').map_or(a.trim(), |(name, _)| name.trim()).to_string()).collect();
            found.push(Call { place, id: id.trim_matches('"').to_string(), variables });
        }
    }
    found
}

/// The comma-separated arguments of a macro call, from just after its `(` to its `)`.
fn top_level_arguments(text: &str) -> Vec<String> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    let (mut arguments, mut current) = (Vec::new(), String::new());
    for c in text.chars() {
        if in_string {
            current.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                arguments.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        arguments.push(current);
    }
    arguments
}

#[test]
fn both_languages_define_the_same_messages_with_the_same_variables() {
    let english = messages(Language::English);
    assert!(english.len() > 100, "{} messages", english.len());
    for language in Language::ALL {
        let theirs = messages(language);
        let missing: Vec<_> = english.keys().filter(|id| !theirs.contains_key(*id)).collect();
        let extra: Vec<_> = theirs.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, extra {extra:?}", language.tag());
        for (id, variables) in &english {
            assert_eq!(&theirs[id], variables, "{}: {id}'s variables", language.tag());
        }
    }
}

#[test]
fn every_message_the_code_asks_for_exists_with_the_variables_it_passes() {
    let english = messages(Language::English);
    let calls = calls();
    assert!(calls.len() > 100, "{} calls of tr!", calls.len());
    for call in &calls {
        let Some(variables) = english.get(&call.id) else { panic!("{}: no message {}", call.place, call.id) };
        assert_eq!(&call.variables, variables, "{}: {}'s variables", call.place, call.id);
    }
    let asked: BTreeSet<&str> = calls.iter().map(|c| c.id.as_str()).collect();
    let unused: Vec<_> = english.keys().filter(|id| !asked.contains(id.as_str())).collect();
    assert!(unused.is_empty(), "messages no code asks for: {unused:?}");
}

#[test]
fn every_message_formats_in_every_language_without_an_error() {
    for language in Language::ALL {
        let tr = Tr::new(language);
        for (id, variables) in messages(language) {
            let mut args = FluentArgs::new();
            for (n, name) in variables.iter().enumerate() {
                args.set(name.clone(), n as i64 + 2);
            }
            let message = tr.bundle.get_message(&id).unwrap();
            let mut errors = Vec::new();
            tr.bundle.format_pattern(message.value().unwrap(), Some(&args), &mut errors);
            assert!(errors.is_empty(), "{}: {id}: {errors:?}", language.tag());
        }
    }
}

#[test]
fn plurals_follow_each_languages_rules() {
    let english = Tr::new(Language::English);
    assert_eq!(tr!(english, "count-moves", count = 1), "1 move");
    assert_eq!(tr!(english, "count-moves", count = 14), "14 moves");
    let chinese = Tr::new(Language::SimplifiedChinese);
    assert_eq!(tr!(chinese, "count-moves", count = 1), "1 步");
    assert_eq!(tr!(chinese, "count-moves", count = 14), "14 步");
    // The editor's cluster sizes, as it passes them (a number, so the plural and the grouping both apply).
    let one: usize = 1;
    assert_eq!(tr!(english, "editor-unsolvable-why", positions = one), "Its one position does not reach the exit.");
    assert!(tr!(english, "editor-reachable", positions = one, hardest = "").starts_with("1 position reachable;"));
    let many: usize = 12_345;
    assert!(tr!(english, "editor-reachable", positions = many, hardest = "").starts_with("12,345 positions reachable;"));
}

#[test]
fn a_systems_locale_maps_onto_a_language() {
    assert_eq!(Language::from_tag("en-GB"), Some(Language::English));
    assert_eq!(Language::from_tag("zh-CN"), Some(Language::SimplifiedChinese));
    assert_eq!(Language::from_tag("zh_Hans_SG"), Some(Language::SimplifiedChinese));
    assert_eq!(Language::from_tag("zh-Hant-TW"), Some(Language::SimplifiedChinese));
    assert_eq!(Language::from_tag("de-DE"), None);
    assert_eq!(Language::from_tag("C"), None);
    for language in Language::ALL {
        assert_eq!(Language::from_tag(language.tag()), Some(language));
    }
}

#[test]
fn numbered_levels_are_named_from_the_catalogue_and_named_ones_keep_their_names() {
    let catalog = crate::catalog::Catalog::embedded().expect("shipped levels load");
    let level = |id: &str| &catalog.levels[catalog.find(id).expect("shipped")];
    let (english, chinese) = (Tr::new(Language::English), Tr::new(Language::SimplifiedChinese));
    assert_eq!(words::level_name(&english, level("rh6-beginner-011")), "Beginner 11");
    assert_eq!(words::level_name(&chinese, level("rh6-beginner-011")), "入门 11");
    assert_eq!(words::level_name(&chinese, level("rh8-advanced-012")), "高级 12");
    assert_eq!(words::level_name(&chinese, level("rh-02-school-run")), "School Run", "a name given by hand stays");
    assert_eq!(words::level_heading(&chinese, level("klc-32-heng-dao-li-ma")), level("klc-32-heng-dao-li-ma").display_name());
    // Every numbered level of every pack is named so: no English tier word is left in Chinese.
    for level in &catalog.levels {
        let name = words::level_name(&chinese, level);
        for tier in ["Beginner", "Intermediate", "Advanced", "Expert"] {
            assert!(!name.starts_with(tier), "{}: {name}", level.id);
        }
    }
}

#[test]
fn large_numbers_come_in_groups_of_three_and_years_stay_whole() {
    for language in [Language::English, Language::SimplifiedChinese] {
        let tr = Tr::new(language);
        let about = tr!(tr, "database-about", count = 2_577_412, walls = 2);
        assert!(about.contains("2,577,412"), "{language:?}: {about}");
        let count = tr!(tr, "database-count", count = 61_984, moves = 11);
        assert!(count.contains("61,984") && count.contains("11"), "{language:?}: {count}");
        let short = tr!(tr, "database-count", count = 9_999, moves = 11);
        assert!(short.contains("9999"), "{language:?}: {short}");
    }
}
