//! The About window: what the game is, and the credits its art's licences ask for (the icon
//! set's authors, the fonts), from `assets/CREDITS.md` and the icon index.

use crate::ui::widgets::dim;
use bevy_egui::egui::{self, RichText};

/// The About window over the title while `open`; its close button clears `open`.
pub fn about(ctx: &egui::Context, credits: &str, open: &mut bool) {
    egui::Window::new("About Aguja")
        .open(open)
        .collapsible(false)
        .resizable(false)
        .default_width(620.0)
        .max_height(ctx.content_rect().height() - 120.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(
                "A turn-based tactical combat game: a needle sweeps down the action points, \
                 whoever stands above it acts, and every move can be answered.",
            );
            ui.label(RichText::new(format!("Version {}", env!("CARGO_PKG_VERSION"))).color(dim()));
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| markdown(ui, credits));
        });
}

/// The few pieces of Markdown the credits use: headings, list items and paragraphs, with
/// links and emphasis shown as plain text.
fn markdown(ui: &mut egui::Ui, text: &str) {
    let mut paragraph = String::new();
    let flush = |ui: &mut egui::Ui, paragraph: &mut String| {
        if !paragraph.is_empty() {
            ui.label(plain(paragraph));
            paragraph.clear();
        }
    };
    for line in text.lines() {
        let line = line.trim_end();
        if let Some(heading) = line.strip_prefix('#') {
            flush(ui, &mut paragraph);
            let level = 1 + heading.chars().take_while(|&c| c == '#').count();
            let heading = heading.trim_start_matches('#').trim();
            ui.add_space(6.0);
            let size = if level <= 2 { 20.0 } else { 17.0 };
            ui.label(RichText::new(plain(heading)).size(size).strong());
        } else if let Some(item) = line.strip_prefix("- ") {
            flush(ui, &mut paragraph);
            ui.label(format!("•  {}", plain(item)));
        } else if line.is_empty() {
            flush(ui, &mut paragraph);
        } else {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(line.trim());
        }
    }
    flush(ui, &mut paragraph);
}

/// `[text](url)` as "text (url)", without backticks or asterisks.
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|i| open + i) else {
            break;
        };
        let Some(end) = rest[close..].find(')').map(|i| close + i) else {
            break;
        };
        out.push_str(&rest[..open]);
        out.push_str(&rest[open + 1..close]);
        let url = &rest[close + 2..end];
        if !rest[open + 1..close].contains(url) {
            out.push_str(&format!(" ({url})"));
        }
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out.replace(['`', '*'], "")
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn links_and_marks_read_as_plain_text() {
        assert_eq!(
            plain("from [game-icons.net](https://game-icons.net), `x` *y*"),
            "from game-icons.net (https://game-icons.net), x y"
        );
        assert_eq!(plain("no link ["), "no link [");
    }
}
