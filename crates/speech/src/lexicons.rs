//! Which word table ([`Lexicon`]) each announcement scheme speaks: the
//! German names of the files for visually handicapped players (Anna,
//! Bella, Cesar …; eins, zwei … acht) with German or English numbers, plain
//! English, or Portuguese.

use crate::words::Lexicon;
use crate::{Scheme, english, german, portuguese};

/// The word table of a scheme.
pub(crate) fn lexicon(scheme: Scheme) -> &'static Lexicon {
    match scheme {
        Scheme::German => &german::GERMAN,
        Scheme::GermanWithEnglishNumbers => &english::ANNA_ENGLISH,
        Scheme::English => &english::ENGLISH,
        Scheme::Portuguese => &portuguese::PORTUGUESE,
    }
}
