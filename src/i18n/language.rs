//! The languages the game speaks, their tags and how a system's locale maps onto them.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language the interface is translated into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[serde(rename = "en")]
    English,
    #[serde(rename = "zh-Hans")]
    SimplifiedChinese,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::SimplifiedChinese];

    /// Its BCP 47 tag, as `--lang` and `?lang=` take it and the locale folder is named.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::SimplifiedChinese => "zh-Hans",
        }
    }

    /// Its name in itself, as the language choice shows it whatever the language in use.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::SimplifiedChinese => "简体中文",
        }
    }

    pub fn identifier(self) -> LanguageIdentifier {
        self.tag().parse().expect("a language's own tag parses")
    }

    /// The language for a locale tag (`en-GB`, `zh-CN`, `zh_Hans_SG`, `zh-Hans`): Chinese in any
    /// region or script reads Simplified Chinese (there is no Traditional catalogue yet), English
    /// reads English; anything else is `None`.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let tag = tag.replace('_', "-");
        let primary = tag.split(['-', '.', '@']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "zh" => Some(Language::SimplifiedChinese),
            _ => None,
        }
    }

    /// The system's language (the first of its preferred locales the game speaks), else English.
    pub fn system() -> Language {
        sys_locale::get_locales().find_map(|tag| Language::from_tag(&tag)).unwrap_or(Language::English)
    }
}
