//! `aguja fit-horizon`: the reading of a playout stopped at its horizon fitted to who goes on to
//! win, judged on fights it was not fitted on, and its flags refused with what to write.

use aguja::content::levels_dir;

fn fit(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_aguja"))
        .arg("fit-horizon")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn fit_horizon_prints_each_goals_readings_calibration_and_weights() {
    let ford = levels_dir().join("hold-the-ford.ron");
    let out = fit(&[ford.to_str().unwrap(), "-n", "20", "--threads", "1"]);
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("from 4 variants × 20 fights from seed 20000"),
        "{text}"
    );
    assert!(text.contains("survive: fitted on "), "{text}");
    for reading in [
        "the share won, flat",
        "strength kept, steepness 4",
        "fitted:",
    ] {
        assert!(text.contains(reading), "{reading}: {text}");
    }
    assert!(text.contains("% foretold, "), "{text}");
    let weights = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("weights: ["))
        .expect("a weights line");
    let numbers: Vec<f32> = weights
        .trim_end_matches(']')
        .split(", ")
        .map(|w| w.parse().unwrap())
        .collect();
    assert_eq!(numbers.len(), aguja::ai::rollout::reading::FEATURES);
    assert!(numbers.iter().all(|w| w.is_finite()), "{numbers:?}");
    // The same seeds give the same fit.
    let again = fit(&[ford.to_str().unwrap(), "-n", "20", "--threads", "2"]);
    let lines = |o: &std::process::Output| {
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .skip(1) // the first line tells the time taken
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    assert_eq!(lines(&out), lines(&again));
}

#[test]
fn fit_horizon_refuses_too_few_fights_and_a_missing_level() {
    let out = fit(&["-n", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 is not in 2..=100000"));
    let out = fit(&["levels/no-such-level.ron", "-n", "4"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-level.ron"));
}
