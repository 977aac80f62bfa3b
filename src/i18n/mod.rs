//! Every word the game shows, in the player's language: Fluent messages (`assets/locales/<tag>/
//! gridlock.ftl`, built into the game so a browser offline has them too), looked up by id with
//! [`tr!`](crate::i18n::tr). Plurals and word order are the messages' business, never the code's: code passes
//! numbers and names as variables and never joins translated pieces.
//!
//! The language is the player's choice in Settings, saved with the progress (`settings` applies it);
//! until they choose, the system's (the OS locale, `navigator.language` in a browser). `--lang` /
//! `?lang=` override both for one run (screenshots, links). A change applies to every screen on the
//! next frame.

pub mod calendar;
pub mod description;
pub mod errors;
mod language;
#[cfg(test)]
mod tests;
pub mod words;

pub use language::Language;

use bevy::prelude::*;
#[doc(hidden)]
pub use fluent_bundle::FluentArgs;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentResource, FluentValue};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tr>();
}

/// A language's messages, as shipped.
fn catalogue(language: Language) -> &'static str {
    match language {
        Language::English => include_str!("../../assets/locales/en/gridlock.ftl"),
        Language::SimplifiedChinese => include_str!("../../assets/locales/zh-Hans/gridlock.ftl"),
    }
}

/// The messages of the language in use. Look one up with [`tr!`](crate::i18n::tr).
#[derive(Resource)]
pub struct Tr {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

/// The language asked for on the command line or in the page's address (`--lang`, `?lang=`): it
/// holds for the run until the player picks one in Settings, which ends it.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LanguageOverride(pub Language);

impl FromWorld for Tr {
    fn from_world(world: &mut World) -> Self {
        let language = world.get_resource::<LanguageOverride>().map_or_else(Language::system, |forced| forced.0);
        // The browser test follows the language by these lines.
        info!("language: {}", language.tag());
        Tr::new(language)
    }
}

impl Tr {
    pub fn new(language: Language) -> Tr {
        let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
        // Fluent wraps each variable in Unicode isolation marks, for right-to-left scripts; neither
        // language needs them and the fonts have no glyph for them.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(grouped_in_thousands));
        let resource = FluentResource::try_new(catalogue(language).to_string())
            .unwrap_or_else(|(_, errors)| panic!("{:?}'s messages do not parse: {errors:?}", language));
        if let Err(errors) = bundle.add_resource(resource) {
            panic!("{language:?}'s messages define an id twice: {errors:?}");
        }
        Tr { language, bundle }
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` with `args`. Use [`tr!`](crate::i18n::tr), which the catalogue test reads to check
    /// every id and variable the code asks for. A missing message (which that test rules out) shows
    /// its id.
    #[doc(hidden)]
    pub fn message(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            error!("no message {id} in {:?}", self.language);
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            error!("message {id} in {:?}: {errors:?}", self.language);
        }
        text.into_owned()
    }
}

/// A whole number of five digits or more in groups of three, as both languages write it ("2,577,412
/// puzzles", "共 2,577,412 道谜题"); Fluent on its own prints the bare digits. Four digits stay whole,
/// so a year or a short count reads as usual. Anything else is left to Fluent (`None`).
fn grouped_in_thousands<M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(number) = value else { return None };
    let whole = number.value.abs();
    if whole < 10_000.0 || whole.fract() != 0.0 || whole > u64::MAX as f64 || number.options.minimum_fraction_digits.is_some() {
        return None;
    }
    let digits = (whole as u64).to_string();
    let mut grouped = String::from(if number.value < 0.0 { "-" } else { "" });
    for (n, digit) in digits.chars().enumerate() {
        if n > 0 && (digits.len() - n).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    Some(grouped)
}

/// A message in the player's language: `tr!(tr, "hud-moves")`, `tr!(tr, "win-moves", moves = 14)`.
/// Variables are Fluent values: numbers (for plurals) or text.
macro_rules! tr {
    ($tr:expr, $id:literal) => {
        $tr.message($id, None)
    };
    ($tr:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $value);)+
        $tr.message($id, Some(&args))
    }};
}
pub(crate) use tr;
