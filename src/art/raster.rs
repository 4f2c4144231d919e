//! Icons drawn into pixels with resvg, when the window first shows each one: about 0.2 ms an
//! icon at 128 px in a release build, so a fight's few dozen icons cost less than a frame.
//! Drawing at run time rather than shipping PNGs made by a tool keeps every icon of the set
//! one name away for designers (no tool to run, no images to keep in step with the content);
//! the price is resvg in the build, about 16 s of a cold release build, once.
//!
//! Nothing here panics on bad input: a broken SVG, an unknown name or an absurd size gives a
//! placeholder and a message saying why.

use super::icon_set::{IconSet, icon_set};
use resvg::tiny_skia::{Paint, PathBuilder, Pixmap, Stroke, Transform};
use resvg::usvg;

/// The largest icon drawn: a token is 60 px, a card a little more; beyond this an icon is
/// a mistake, and a 100 000 px one would ask for 40 GB.
pub const MAX_SIZE: u32 = 1024;

/// A square of pixels: RGBA, premultiplied alpha, white on transparent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Raster {
    pub size: u32,
    pub rgba: Vec<u8>,
}

impl Raster {
    fn from_pixmap(pixmap: Pixmap) -> Raster {
        Raster {
            size: pixmap.width(),
            rgba: pixmap.take(),
        }
    }

    /// The alpha at (x, y), 0 outside.
    pub fn alpha(&self, x: u32, y: u32) -> u8 {
        if x >= self.size || y >= self.size {
            return 0;
        }
        let at = ((y * self.size + x) * 4 + 3) as usize;
        self.rgba.get(at).copied().unwrap_or(0)
    }
}

/// An icon drawn, or a placeholder with the reason it stands in.
#[derive(Clone, Debug)]
pub struct Drawn {
    pub raster: Raster,
    pub problem: Option<String>,
}

/// Draws an SVG document into a `size` × `size` square, scaled to fit.
pub fn rasterize(svg: &str, size: u32) -> Result<Raster, String> {
    if size == 0 || size > MAX_SIZE {
        return Err(format!(
            "an icon of {size} px cannot be drawn: sizes go from 1 to {MAX_SIZE} px"
        ));
    }
    let tree = usvg::Tree::from_str(svg, &usvg::Options::default())
        .map_err(|e| format!("the SVG cannot be read: {e}"))?;
    let mut pixmap = Pixmap::new(size, size).ok_or("no memory for the icon's pixels")?;
    let (w, h) = (tree.size().width(), tree.size().height());
    let scale = size as f32 / w.max(h);
    let transform = Transform::from_scale(scale, scale).post_translate(
        (size as f32 - w * scale) / 2.0,
        (size as f32 - h * scale) / 2.0,
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    Ok(Raster::from_pixmap(pixmap))
}

/// What stands in for an icon that cannot be drawn: a ring crossed by a bar, in white.
pub fn placeholder(size: u32) -> Raster {
    let size = size.clamp(1, MAX_SIZE);
    let Some(mut pixmap) = Pixmap::new(size, size) else {
        return Raster {
            size,
            rgba: vec![0; (size * size * 4) as usize],
        };
    };
    let s = size as f32;
    let mut ring = PathBuilder::new();
    ring.push_circle(s / 2.0, s / 2.0, s * 0.38);
    let mut bar = PathBuilder::new();
    bar.move_to(s * 0.24, s * 0.24);
    bar.line_to(s * 0.76, s * 0.76);
    let mut paint = Paint::default();
    paint.set_color_rgba8(255, 255, 255, 255);
    paint.anti_alias = true;
    let stroke = Stroke {
        width: (s * 0.09).max(1.0),
        ..Stroke::default()
    };
    for path in [ring.finish(), bar.finish()].into_iter().flatten() {
        pixmap.stroke_path(&path, &paint, &stroke, Transform::identity(), None);
    }
    Raster::from_pixmap(pixmap)
}

/// The named icon of the shipped set at `size` px, or a placeholder and why.
pub fn draw_icon(name: &str, size: u32) -> Drawn {
    draw_from(icon_set(), name, size)
}

/// The named icon of `set` at `size` px, or a placeholder and why.
pub fn draw_from(set: Result<&IconSet, &str>, name: &str, size: u32) -> Drawn {
    let drawn = set.map_err(str::to_string).and_then(|set| {
        let svg = set
            .svg(name)
            .ok_or_else(|| format!("the icon set has no icon `{name}`"))?;
        rasterize(&svg, size)
    });
    match drawn {
        Ok(raster) => Drawn {
            raster,
            problem: None,
        },
        Err(why) => Drawn {
            raster: placeholder(size),
            problem: Some(format!("icon `{name}`: {why}; a placeholder is shown")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set() -> IconSet {
        IconSet::parse(
            r#"{"width": 512, "height": 512, "icons": {
                "disc": {"body": "<circle fill=\"currentColor\" cx=\"256\" cy=\"256\" r=\"200\"/>"},
                "broken": {"body": "<path d=\"M0 0 L 10"}}}"#,
        )
        .unwrap()
    }

    #[test]
    fn draws_the_icon_in_white_on_transparent_at_the_size_asked() {
        let drawn = draw_from(Ok(&set()), "disc", 32);
        assert_eq!(drawn.problem, None);
        let r = &drawn.raster;
        assert_eq!((r.size, r.rgba.len()), (32, 32 * 32 * 4));
        assert_eq!(r.alpha(16, 16), 255);
        assert_eq!(&r.rgba[(16 * 32 + 16) * 4..][..3], [255, 255, 255]);
        assert_eq!(r.alpha(0, 0), 0, "the corner is outside the disc");
    }

    #[test]
    fn a_broken_svg_gives_a_placeholder_and_a_message() {
        let drawn = draw_from(Ok(&set()), "broken", 32);
        let problem = drawn.problem.expect("a message");
        assert!(
            problem.starts_with("icon `broken`: the SVG cannot be read"),
            "{problem}"
        );
        assert_eq!(drawn.raster, placeholder(32));
        assert!(rasterize("<svg", 32).is_err());
        assert!(rasterize("not xml at all", 32).is_err());
    }

    #[test]
    fn a_huge_or_empty_size_gives_a_placeholder_within_bounds() {
        for size in [0, MAX_SIZE + 1, 100_000, u32::MAX] {
            let drawn = draw_from(Ok(&set()), "disc", size);
            let problem = drawn.problem.expect("a message");
            assert!(problem.contains("cannot be drawn"), "{problem}");
            assert!(drawn.raster.size >= 1 && drawn.raster.size <= MAX_SIZE);
        }
    }

    #[test]
    fn an_unknown_name_or_a_missing_set_gives_a_placeholder() {
        let drawn = draw_from(Ok(&set()), "nope", 16);
        assert!(drawn.problem.unwrap().contains("no icon `nope`"));
        let drawn = draw_from(Err("cannot read the icon set"), "disc", 16);
        assert!(drawn.problem.unwrap().contains("cannot read the icon set"));
    }

    #[test]
    fn the_placeholder_shows_something() {
        let p = placeholder(40);
        assert!(p.rgba.chunks(4).any(|px| px[3] == 255));
        assert_eq!(p.alpha(20, 20), 255, "the bar crosses the middle");
    }
}

/// The shipped set against the shipped index and content: what `aguja check` accepts, the
/// window can draw.
#[cfg(test)]
mod shipped {
    use super::*;
    use crate::content::icons::icon_index;
    use crate::content::{assets_dir, load_content};

    #[test]
    fn the_index_names_exactly_the_icons_of_the_set() {
        let set = icon_set().unwrap();
        let index = icon_index().unwrap();
        let mut names: Vec<&str> = set.names().collect();
        names.sort_unstable();
        assert!(
            names.iter().copied().eq(index.names()),
            "index.tsv is stale"
        );
    }

    #[test]
    fn every_icon_the_content_shows_draws_without_a_placeholder() {
        let content = load_content(&assets_dir()).unwrap();
        for name in content.icons_used() {
            let drawn = draw_icon(name, 48);
            assert_eq!(drawn.problem, None);
            assert!(
                drawn.raster.rgba.chunks(4).any(|px| px[3] > 0),
                "`{name}` is blank"
            );
        }
    }
}
