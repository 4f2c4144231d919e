//! A judgement with some of its weights given by name (`simulate --hard-weights up=0.3,focus=0`):
//! so that a weight can be tried, and the trials in docs/HARD_SEARCH.md repeated, from the
//! command line rather than from a scratch build.

use super::Judgement;

/// The largest weight, either sign, a trial may give: every weight in use is below 5, and a
/// number far past that is a typing mistake.
const LARGEST: f32 = 1000.0;

/// Where in a judgement one weight is kept.
type Field = fn(&mut Judgement) -> &mut f32;

/// Each weight's name on the command line, with where it is kept.
const NAMED: [(&str, Field); 11] = [
    ("up", |j| &mut j.up),
    ("wait-point", |j| &mut j.wait_point),
    ("reaction-ap", |j| &mut j.reaction_ap),
    ("foil-ap", |j| &mut j.foil_ap),
    ("protect-ap", |j| &mut j.protect_ap),
    ("focus", |j| &mut j.focus),
    ("gear", |j| &mut j.gear),
    ("threat", |j| &mut j.threat),
    ("key-member", |j| &mut j.key_member),
    ("holding-out", |j| &mut j.holding_out),
    ("ap-exponent", |j| &mut j.ap_exponent),
];

impl Judgement {
    /// The names `with_overrides` takes, in the order the help text lists them.
    pub fn weight_names() -> impl Iterator<Item = &'static str> {
        NAMED.iter().map(|(name, _)| *name)
    }

    /// This judgement with the weights `spec` names changed: `name=value` pairs split by
    /// commas, each name one of `NAMED`'s, each value a number within ±`LARGEST`.
    pub fn with_overrides(self, spec: &str) -> Result<Judgement, String> {
        let mut judgement = self;
        for pair in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let Some((name, value)) = pair.split_once('=') else {
                return Err(format!("`{pair}`: write name=value, as up=0.3"));
            };
            let (name, value) = (name.trim(), value.trim());
            let Some((_, weight)) = NAMED.iter().find(|(n, _)| *n == name) else {
                let names: Vec<&str> = Judgement::weight_names().collect();
                return Err(format!("`{name}`: one of {}", names.join(", ")));
            };
            let number: f32 = value
                .parse()
                .ok()
                .filter(|v: &f32| v.is_finite() && v.abs() <= LARGEST)
                .ok_or_else(|| {
                    format!("`{name}={value}`: a number from -{LARGEST} to {LARGEST}")
                })?;
            *weight(&mut judgement) = number;
        }
        Ok(judgement)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_changed_by_name_and_a_wrong_spec_says_what_is_expected() {
        let hard = Judgement::HARD;
        assert_eq!(hard.with_overrides(""), Ok(hard));
        let tried = hard.with_overrides(" up=0.6, holding-out=4 ").unwrap();
        assert_eq!(tried.up, 0.6);
        assert_eq!(tried.holding_out, 4.0);
        assert_eq!(
            Judgement {
                up: hard.up,
                holding_out: hard.holding_out,
                ..tried
            },
            hard,
            "nothing else moves"
        );
        for (name, _) in NAMED {
            let spec = format!("{name}=-2");
            assert_ne!(
                hard.with_overrides(&spec),
                Ok(hard),
                "{name} is kept somewhere"
            );
        }
        assert!(
            hard.with_overrides("upp=1")
                .unwrap_err()
                .starts_with("`upp`: one of up,")
        );
        assert_eq!(
            hard.with_overrides("up"),
            Err("`up`: write name=value, as up=0.3".to_string())
        );
        for bad in ["up=x", "up=NaN", "up=inf", "up=1e9"] {
            let said = hard.with_overrides(bad).unwrap_err();
            assert!(
                said.contains("a number from -1000 to 1000"),
                "{bad}: {said}"
            );
        }
    }
}
