//! The game's fonts, vendored in assets/fonts/ under the SIL Open Font License (OFL.txt there):
//! Inter for all text, a sans that reads well small and has the rules log's symbols
//! (→ × · ≤ … ⚠), and Vollkorn for titles. They go in front of egui's own fonts, which stay
//! behind them for any glyph they lack (emoji). A font that cannot be read is left out with a
//! warning, never handed to egui, which would panic on it.

use crate::content::paths::assets_dir;
use bevy_egui::egui::{self, Context, FontData, FontDefinitions, FontFamily, FontId, TextStyle};
use std::path::Path;
use std::sync::Arc;

/// The font family of titles: `FontId::new(size, title())`.
pub fn title() -> FontFamily {
    FontFamily::Name(TITLE.into())
}

const TITLE: &str = "title";
/// The text face, and the title face: file names in assets/fonts/.
const TEXT_FILE: &str = "Inter-Regular.otf";
const TITLE_FILE: &str = "Vollkorn-SemiBold.ttf";

/// egui's fonts with ours in front, read from `dir`; and what could not be read. The title
/// family is always bound (to egui's fonts at worst), since egui panics on an unbound family.
pub fn definitions(dir: &Path) -> (FontDefinitions, Vec<String>) {
    let mut fonts = FontDefinitions::default();
    let mut problems = Vec::new();
    let mut read = |file: &str| match read_font(&dir.join(file)) {
        Ok(data) => {
            fonts.font_data.insert(file.to_string(), Arc::new(data));
            Some(file.to_string())
        }
        Err(why) => {
            problems.push(why);
            None
        }
    };
    let text = read(TEXT_FILE);
    let heading = read(TITLE_FILE);
    let proportional = fonts.families.entry(FontFamily::Proportional).or_default();
    proportional.splice(0..0, text.clone());
    let fallbacks = proportional.clone();
    let mut titles: Vec<String> = heading.into_iter().collect();
    titles.extend(fallbacks);
    fonts.families.insert(title(), titles);
    // The text face also covers the symbols the monospace face lacks (the log's arrows).
    let mono = fonts.families.entry(FontFamily::Monospace).or_default();
    mono.extend(text);
    (fonts, problems)
}

/// A font file, once the same reader egui uses has read it.
fn read_font(path: &Path) -> Result<FontData, String> {
    let bytes =
        std::fs::read(path).map_err(|e| format!("cannot read the font {}: {e}", path.display()))?;
    skrifa::FontRef::from_index(&bytes, 0)
        .map_err(|e| format!("the font {} cannot be used: {e}", path.display()))?;
    Ok(FontData::from_owned(bytes))
}

/// Installs the fonts, and titles (`TextStyle::Heading`, at `heading_size`) in the title face
/// from the pass the fonts are active in: egui swaps fonts at the start of the next pass, and
/// a style naming a family it does not have yet would panic. Each problem is logged and that
/// font left out.
pub fn install(ctx: &Context, heading_size: f32) {
    let (fonts, problems) = definitions(&assets_dir().join("fonts"));
    for problem in problems {
        bevy::log::warn!("{problem}; egui's own font is used instead");
    }
    ctx.set_fonts(fonts);
    let headings = move |ui: &mut egui::Ui| title_headings(ui.ctx(), heading_size);
    ctx.on_begin_pass("aguja title face", Arc::new(headings));
}

/// Headings in the title face, once egui has the title family.
fn title_headings(ctx: &Context, size: f32) {
    let wanted = FontId::new(size, title());
    if ctx.global_style().text_styles.get(&TextStyle::Heading) == Some(&wanted)
        || !ctx.fonts(|f| f.definitions().families.contains_key(&title()))
    {
        return;
    }
    ctx.all_styles_mut(|style| {
        style.text_styles.insert(TextStyle::Heading, wanted.clone());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_fonts_come_first_and_the_title_family_is_bound() {
        let (fonts, problems) = definitions(&assets_dir().join("fonts"));
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(fonts.families[&FontFamily::Proportional][0], TEXT_FILE);
        assert_eq!(fonts.families[&title()][..2], [TITLE_FILE, TEXT_FILE]);
        assert!(fonts.families[&FontFamily::Monospace].contains(&TEXT_FILE.to_string()));
    }

    #[test]
    fn the_text_face_has_the_symbols_the_game_writes() {
        use skrifa::MetadataProvider;
        let bytes = std::fs::read(assets_dir().join("fonts").join(TEXT_FILE)).unwrap();
        let font = skrifa::FontRef::new(&bytes).unwrap();
        for c in "→×·≤…↳⚠—".chars() {
            assert!(font.charmap().map(c).is_some(), "{TEXT_FILE} lacks {c}");
        }
    }

    #[test]
    fn a_missing_or_broken_font_is_left_out_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(TITLE_FILE), b"not a font").unwrap();
        let (fonts, problems) = definitions(dir.path());
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[1].contains("cannot be used"), "{problems:?}");
        // Still usable: egui's fonts stand in, and the title family is bound to them.
        assert!(!fonts.families[&title()].is_empty());
        let ctx = Context::default();
        ctx.set_fonts(fonts);
        pass(&ctx, |ui| {
            ui.label(egui::RichText::new("Title → 3×2").family(title()));
        });
    }

    /// One egui pass, its output dropped.
    fn pass(ctx: &Context, ui: impl FnMut(&mut egui::Ui)) {
        let mut output = ctx.run_ui(Default::default(), ui);
        output.textures_delta.clear();
    }

    #[test]
    fn headings_take_the_title_face_once_egui_has_it() {
        let ctx = Context::default();
        let heading = |ctx: &Context| ctx.global_style().text_styles[&TextStyle::Heading].clone();
        pass(&ctx, |_| {});
        // As the window does: installed during a pass that then draws a heading, while egui
        // still has its own fonts (a heading in the title face would panic here).
        pass(&ctx, |ui| {
            install(ui.ctx(), 30.0);
            ui.heading("Aguja");
        });
        assert_eq!(heading(&ctx).family, FontFamily::Proportional);
        pass(&ctx, |ui| {
            ui.heading("Aguja");
        });
        assert_eq!(heading(&ctx), FontId::new(30.0, title()));
    }
}
