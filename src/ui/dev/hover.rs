//! `--hover ACTION[:TARGET[/LIMB]]`: a screenshot of the preview for the combatant whose move it
//! is — the action (by id or name), a target (by name) and a limb to aim at (by name), picked
//! in the draft as a player's clicks would pick them.

use crate::combat::decision::TargetChoices;
use crate::combat::{Request, TargetPick};
use crate::content::Content;
use crate::ui::screens::combat::move_draft::Draft;

/// What to hover, as written on the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoverSpec {
    pub action: String,
    pub target: Option<String>,
    pub limb: Option<String>,
}

impl HoverSpec {
    /// `punch`, `Punch:Goblin`, `kick:thrall/left hand`.
    pub fn parse(text: &str) -> Result<HoverSpec, String> {
        let (action, rest) = match text.split_once(':') {
            Some((a, r)) => (a, Some(r)),
            None => (text, None),
        };
        let (target, limb) = match rest.map(|r| r.split_once('/')) {
            Some(Some((t, l))) => (Some(t), Some(l)),
            Some(None) => (rest, None),
            None => (None, None),
        };
        let clean = |s: &str, what: &str| {
            let s = s.trim();
            if s.is_empty() {
                Err(format!(
                    "--hover {text}: the {what} is empty; write ACTION[:TARGET[/LIMB]], e.g. punch:Goblin/left hand"
                ))
            } else {
                Ok(s.to_string())
            }
        };
        Ok(HoverSpec {
            action: clean(action, "action")?,
            target: target.map(|t| clean(t, "target")).transpose()?,
            limb: limb.map(|l| clean(l, "limb")).transpose()?,
        })
    }

    /// Fills `draft` for `request` (an action to choose, by `names` and `parts` of each
    /// combatant); `Err` lists the choices there were.
    pub fn pick(
        &self,
        content: &Content,
        request: &Request,
        names: &[String],
        parts: &[Vec<String>],
        draft: &mut Draft,
    ) -> Result<(), String> {
        let Request::Act { options, .. } = request else {
            return Err("--hover needs a moment when a player chooses an action".into());
        };
        let same = |a: &str, b: &str| a.eq_ignore_ascii_case(b);
        let index = options
            .iter()
            .position(|o| {
                let def = content.action(o.action);
                same(&def.id, &self.action) || same(&def.name, &self.action)
            })
            .ok_or_else(|| {
                let names: Vec<&str> = options
                    .iter()
                    .map(|o| content.action(o.action).id.as_str())
                    .collect();
                format!(
                    "--hover: no action `{}` on offer now; the choices are {}",
                    self.action,
                    names.join(", ")
                )
            })?;
        draft.action = Some(index);
        draft.targets.clear();
        let Some(target) = &self.target else {
            return Ok(());
        };
        let TargetChoices::Combatants { candidates, .. } = &options[index].targets else {
            return Err(format!("--hover: {} takes no target", self.action));
        };
        let who = candidates
            .iter()
            .find(|c| same(&names[c.who.index()], target))
            .ok_or_else(|| {
                let there: Vec<&str> = candidates
                    .iter()
                    .map(|c| names[c.who.index()].as_str())
                    .collect();
                format!(
                    "--hover: `{target}` is not a target of {} now; the targets are {}",
                    self.action,
                    there.join(", ")
                )
            })?;
        let limb = match &self.limb {
            None => None,
            Some(limb) => Some(
                who.limbs
                    .iter()
                    .copied()
                    .find(|&l| same(&parts[who.who.index()][usize::from(l)], limb))
                    .ok_or_else(|| {
                        let there: Vec<&str> = who
                            .limbs
                            .iter()
                            .map(|&l| parts[who.who.index()][usize::from(l)].as_str())
                            .collect();
                        format!(
                            "--hover: {target} has no limb `{limb}` to aim at; its limbs are {}",
                            there.join(", ")
                        )
                    })?,
            ),
        };
        draft.targets.push(TargetPick { who: who.who, limb });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::HoverSpec;

    #[test]
    fn hover_specs_parse_with_and_without_target_and_limb() {
        let spec = |a: &str, t: Option<&str>, l: Option<&str>| HoverSpec {
            action: a.into(),
            target: t.map(Into::into),
            limb: l.map(Into::into),
        };
        assert_eq!(HoverSpec::parse("punch"), Ok(spec("punch", None, None)));
        assert_eq!(
            HoverSpec::parse("Punch:Goblin"),
            Ok(spec("Punch", Some("Goblin"), None))
        );
        assert_eq!(
            HoverSpec::parse("kick:Thrall/left hand"),
            Ok(spec("kick", Some("Thrall"), Some("left hand")))
        );
        for bad in ["", ":Goblin", "punch:", "punch:Goblin/"] {
            let err = HoverSpec::parse(bad).unwrap_err();
            assert!(err.contains("ACTION[:TARGET[/LIMB]]"), "{bad}: {err}");
        }
    }
}
