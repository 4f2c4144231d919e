//! Seeded mutations of a text file: cuts, spliced pieces of the file type's syntax, copies of
//! a stretch elsewhere, truncation, stray bytes, repeated lines and numbers pushed to the
//! extremes. Each mutant depends on its
//! random stream alone, so a seed and a mutant's number give it back.

use rand::{Rng, RngExt};

/// Pieces any RON file might hold, spliced in by every target besides its own.
pub const RON_PIECES: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "-",
    "-1",
    "0",
    "99999999999",
    "4000000000",
    "r#\"",
    "//",
    "/*",
    "\\",
    "é",
    "\"\"",
    "\n",
];

/// What a number is pushed to: the values a reader must bound or refuse, where a sum or a
/// negation would overflow (`i32::MAX`, `i32::MIN`) or a count wrap (`-1`, `0`).
pub const EXTREMES: &[&str] = &["0", "-1", "2147483647", "-2147483648"];

/// One to three mutations of `text`, splicing in `pieces` (and `RON_PIECES`).
pub fn mutate(text: &str, pieces: &[&str], rng: &mut impl Rng) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..4) {
        let len = bytes.len().max(1);
        let at = rng.random_range(0..len).min(bytes.len());
        match rng.random_range(0..7) {
            0 => {
                let end = (at + rng.random_range(1..40)).min(bytes.len());
                bytes.drain(at..end);
            }
            1 => {
                let all = pieces.len() + RON_PIECES.len();
                let i = rng.random_range(0..all);
                let piece = pieces
                    .get(i)
                    .unwrap_or_else(|| &RON_PIECES[i - pieces.len()]);
                bytes.splice(at..at, piece.bytes());
            }
            2 => {
                let end = (at + rng.random_range(1..200)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                let to = rng.random_range(0..len).min(bytes.len());
                bytes.splice(to..to, copy);
            }
            3 => bytes.truncate(at),
            4 => repeat_line(&mut bytes, at),
            5 => {
                let extreme = EXTREMES[rng.random_range(0..EXTREMES.len())];
                to_extreme(&mut bytes, at, extreme);
            }
            _ => {
                if let Some(b) = bytes.get_mut(at) {
                    *b = rng.random_range(0x20..0x7f);
                }
            }
        }
    }
    // Files are read as UTF-8 text; a byte-level cut may leave invalid UTF-8, read lossily.
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Replaces the first number at or after byte `at` (from the start if none) with `extreme`.
fn to_extreme(bytes: &mut Vec<u8>, at: usize, extreme: &str) {
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let Some(found) = (at..bytes.len()).chain(0..at).find(|&i| digit(i)) else {
        return;
    };
    let mut start = found;
    while start > 0 && digit(start - 1) {
        start -= 1;
    }
    if start > 0 && bytes[start - 1] == b'-' {
        start -= 1;
    }
    let end = (found..bytes.len())
        .find(|&i| !digit(i))
        .unwrap_or(bytes.len());
    bytes.splice(start..end, extreme.bytes());
}

/// Writes the line holding byte `at` twice: a repeated field, decision or list entry.
fn repeat_line(bytes: &mut Vec<u8>, at: usize) {
    let start = bytes[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let end = bytes[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |i| at + i + 1);
    let line = bytes[start..end].to_vec();
    bytes.splice(start..start, line);
}

/// One to three mutations of a binary message: a byte changed (most often), the tail cut, a
/// byte put in, or stray bytes added at the end (postcard has no syntax to splice: its lengths and variant
/// numbers are what a reader must bound).
pub fn mutate_bytes(bytes: &[u8], rng: &mut impl Rng) -> Vec<u8> {
    let mut bytes = bytes.to_vec();
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..bytes.len().max(1));
        // Mostly a byte changed: a cut or stray bytes rarely read at all, a changed byte often
        // does, and then the handling code meets it.
        match rng.random_range(0..8) {
            0..5 if !bytes.is_empty() => bytes[at] = rng.random(),
            5 => bytes.truncate(at),
            6 => bytes.insert(at.min(bytes.len()), rng.random()),
            _ => bytes.extend((0..rng.random_range(1..16)).map(|_| rng.random::<u8>())),
        }
    }
    bytes
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn the_same_stream_gives_the_same_mutant_and_mutants_differ() {
        let text = "(\n    name: \"x\",\n    level: 1,\n)\n";
        let m = |seed| super::mutate(text, &["kind"], &mut ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(m(3), m(3));
        assert!((0..20).map(m).any(|t| t != text));
        // An empty file still gets mutants (of pieces spliced in).
        let from_nothing = super::mutate("", &[], &mut ChaCha8Rng::seed_from_u64(1));
        assert!(from_nothing.len() < 40, "{from_nothing:?}");
    }

    #[test]
    fn numbers_are_pushed_to_the_extremes_sign_and_all() {
        let extreme = |text: &str, at: usize| {
            let mut bytes = text.as_bytes().to_vec();
            super::to_extreme(&mut bytes, at, "2147483647");
            String::from_utf8(bytes).unwrap()
        };
        assert_eq!(extreme("(a: -12, b: 3)", 0), "(a: 2147483647, b: 3)");
        assert_eq!(extreme("(a: -12, b: 3)", 6), "(a: 2147483647, b: 3)");
        assert_eq!(extreme("(a: -12, b: 3)", 8), "(a: -12, b: 2147483647)");
        assert_eq!(extreme("(a: 1, b: x)", 7), "(a: 2147483647, b: x)");
        assert_eq!(extreme("no numbers", 3), "no numbers");
        // Among many mutants of a file of numbers, every extreme turns up.
        let text = "(hp: 8, str: 1, def: 1)";
        let mutants: Vec<String> = (0..400)
            .map(|s| super::mutate(text, &[], &mut ChaCha8Rng::seed_from_u64(s)))
            .collect();
        for x in super::EXTREMES.iter().filter(|x| x.len() > 2) {
            assert!(mutants.iter().any(|m| m.contains(x)), "{x}");
        }
    }
}
