//! The search's tuned constants in one place: Gomoku's futility margins and the depths they
//! apply at, its late move reductions, the learned order's killer bonus, how deep the
//! quiescence search tries any four, level 8's root and widths in Gomoku and Renju, the root's
//! threat searches' share of the time, depth and nodes, two of the clock's shares, and the
//! weight of the history of cutoffs in the move order and in the late reductions; and which
//! search level 8 plays freestyle and exactly five with (ours' own, or the one shaped on
//! Rapfi's, [`crate::gomoku_search`]) and that one's few constants of its own.
//!
//! Built with the `tune` feature, any of them may be set at run time from the
//! `PENTE_AI_PARAMS` environment variable (`name=value,...`, the names of [`Params`]' fields,
//! `widths` as three numbers joined by `/`, or one of them as `width_1`, `width_2`, `width_3`),
//! so that a tuning run can try them together against another engine without a build each
//! (`scripts/tune-params.py`, and "The search's constants, tuned together" in
//! docs/src/engine-notebook.md). Without the feature they are constants.

use crate::line::LineRule;

/// The constants (Gomoku's evaluation: 300 units a logit; the learned order: hundredths of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Params {
    /// A quiet node at most `static_cut_depth` plies from the horizon whose evaluation clears
    /// beta by this much a ply returns it (see `Search::quiet_eval`).
    pub static_cut: i32,
    /// The most plies from the horizon at which the static cut applies.
    pub static_cut_depth: i32,
    /// A quiet move at most `futile_depth` plies from the horizon is skipped where the
    /// evaluation falls short of alpha by this much a ply (futility).
    pub futile: i32,
    /// The most plies from the horizon at which futility applies.
    pub futile_depth: i32,
    /// The move (from 0) from which a quiet move is searched a ply shallower first, and the
    /// one from which two plies.
    pub late_from: usize,
    pub late_twice_from: usize,
    /// What a killer move adds to its score in the learned order.
    pub learned_killer: i32,
    /// The quiescence search tries any four above this depth, below it only the fours that
    /// make more.
    pub plain_fours_floor: i32,
    /// Level 8's root in Gomoku and Renju: the moves searched from the first iteration (the
    /// rest only once every one of them but one is lost).
    pub root_width: usize,
    /// Level 8's widths in Gomoku and Renju (the boards that keep point classes): moves tried a
    /// ply from the root, two, and three or more.
    pub widths: [usize; 3],
    /// The root's threat searches (a win by threats; Gomoku's moves lost to the other side's)
    /// each get this share of the time left, in percent.
    pub threat_share: u32,
    /// The clock's share of the time (percent) once the same move has been best three
    /// iterations running and is clearly ahead: a larger share looks deeper at clear moves.
    pub clear_share: u32,
    /// The threats-and-threes search's depth in attacker moves, for each move of the level's
    /// depth, where the points' classes make it cheap (Gomoku and Renju).
    pub class_vct_depth: u32,
    /// The threat-search nodes at most for each root move checked for a loss to the other
    /// side's threats (Gomoku and Renju).
    pub defence_nodes: u64,
    /// The share (percent) of the next iteration's predicted time that must still fit for it
    /// to start: below 100 it starts iterations it may not finish (a cut one keeps only a move
    /// proven better).
    pub start_fit: u32,
    /// Gomoku and Renju: what a history of the moves that cut nodes elsewhere in the search
    /// adds at most to a move's score in the learned order (hundredths of a logit; 0: none).
    pub history: i32,
    /// Gomoku and Renju: how much a quiet move's history changes how much shallower it is
    /// searched first (late move reductions), in hundredths of a ply for an entry at its bound:
    /// less for a move that cut elsewhere, more for one that did not (0: not at all).
    pub history_reduction: i32,
    /// Gomoku and Renju's late reductions as k·ln(depth)·ln(move number) plies from the second
    /// move on, k in hundredths (0: one or two plies, from `late_from` and `late_twice_from`).
    pub lmr_lnln: i32,
    /// Which moves the late reductions reach: 0 quiet moves at quiet nodes, 1 every move but a
    /// five there, 2 also at nodes facing an open three or a four-three.
    pub lmr_scope: i32,
    /// With `lmr_lnln`: hundredths of a ply more for a late move at a null-window node whose
    /// static evaluation is no better than two plies before (Rapfi's "not improving"; 0: none).
    pub lmr_improving: i32,
    /// With `lmr_lnln`: hundredths of a ply less for a late move at a node with an open window
    /// (on the principal variation; Rapfi's, about a ply; 0: none).
    pub lmr_pv: i32,
    /// Gomoku and Renju: at a quiet null-window node whose evaluation clears beta by this much
    /// a ply of its depth, every move but a four is searched a ply shallower (Rapfi's
    /// "fail-high reduction"; 0: none).
    pub fail_high: i32,
    /// Gomoku and Renju: a late move whose shallower search beats alpha by this much, and 22
    /// more a ply it was reduced, is searched again a ply deeper than its full depth (Rapfi's
    /// "deeper search"; 0: never).
    pub lmr_deeper: i32,
    /// Gomoku and Renju: 1, `fail_high` only at expected cut nodes (as Rapfi's: a null-window
    /// node reached by a shallower search, or by a full one from a node not expected to cut);
    /// 0, at every null-window node.
    pub fail_high_cut: i32,
    /// With `lmr_lnln`: hundredths of a ply more for a late move but a killer at an expected
    /// cut node (Rapfi's, 1.8 plies; 0: none).
    pub lmr_cut: i32,
    /// With `lmr_lnln`: hundredths of a ply less for a late move that makes a three or a four
    /// where the mover's move before it did too (Rapfi's "continuous attack", about half a
    /// ply; 0: none).
    pub lmr_attack: i32,
    /// Gomoku and Renju: the chosen move is checked for a win of the other side's by threats
    /// this many attacker moves deep (fours and threes; 0: not checked), and passed over for
    /// the next best where it loses (see `verified` in `lib.rs`).
    pub verify_depth: u32,
    /// The share of the time and of the node budget (percent) kept back from the root's search
    /// for that check; it also has whatever the search leaves (0: only that).
    pub verify_share: u32,
    /// Renju: 1, its late reductions as the settings above, the fail-high ply and the check of
    /// the move chosen; 0, one or two plies for quiet moves at quiet nodes, whatever those
    /// are, no fail-high ply and no check (see [`Params::under`]).
    pub lmr_renju: i32,
    /// Gomoku and Renju: 1, a quiet node's static evaluation, where the prunings near the
    /// horizon read it, is replaced by the table's score for the position where the entry's
    /// bound says the score is nearer the truth (above the evaluation for a lower bound, below
    /// it for an upper one, any exact score); 2, also where the side to move stands pat at the
    /// horizon; 0, the evaluation alone.
    pub tt_eval: i32,
    /// Gomoku and Renju: singular extensions from this many plies from the horizon (0: none):
    /// a table move that holds where the other moves, searched at half the depth, all fall
    /// short of its score less `singular_margin` a ply is searched a ply deeper.
    pub singular_depth: i32,
    /// With `singular_depth`: that margin, in evaluation units a ply of the node's depth.
    pub singular_margin: i32,
    /// With `singular_depth`: 1, a node where one of the other moves clears that bound and it
    /// clears beta is cut at it (Stockfish's "multi-cut"); 0, not.
    pub singular_cut: i32,
    /// Gomoku and Renju: the width grows with the depth left, as Rapfi's move counts do: at
    /// least k·(3 + depth^1.32)/2 moves, k in hundredths (0: the widths by ply alone).
    pub width_depth: i32,
    /// Gomoku and Renju: the share (percent) of a node's evaluation taken from its parent's,
    /// seen from the side to move (Rapfi averages its evaluation's patterns with the parent's;
    /// 0: the node's alone).
    pub eval_parent: i32,
    /// Level 8 in freestyle and exactly five: 1, the search shaped on Rapfi's as a whole
    /// ([`crate::gomoku_search`]); 0, ours.
    pub gomoku_search: i32,
    /// With `gomoku_search`: ours' evaluation units for a hundred of Rapfi's, for its margins.
    pub gs_scale: i32,
    /// With `gomoku_search`: what the history adds at most to a move's order score (an attack's;
    /// a quiet move's half of it), in hundredths of a logit.
    pub gs_history: i32,
    /// With `gomoku_search`: what the counter move adds to its order score.
    pub gs_counter: i32,
    /// With `gomoku_search`: `threat_share` for the root's threat searches before it.
    pub gs_threat_share: u32,
}

/// The values the engine plays with.
pub(crate) const KEPT: Params = Params {
    // 120 and 150 until 2026-12-05: the smaller margins prune more near the horizon and won
    // more against Rapfi at equal time (docs/src/engine-notebook.md, "Smaller margins near the
    // horizon, at equal time").
    static_cut: 80,
    static_cut_depth: 3,
    futile: 100,
    futile_depth: 2,
    late_from: 2,
    late_twice_from: 6,
    learned_killer: 100,
    plain_fours_floor: -4,
    // 16/14/12 until 2026-12-05: narrower searched deeper and won more against Rapfi at
    // equal time (docs/src/engine-notebook.md, "Narrower, against Rapfi at equal time").
    widths: [12, 10, 8],
    // 12 scored as 20 against Rapfi at equal time (docs/src/engine-notebook.md, "The constants
    // at equal time, and exactly five's evaluation from Rapfi's games").
    root_width: 20,
    threat_share: 25,
    clear_share: 40,
    start_fit: 100,
    // These two and the depths above: a step either way was no better against Rapfi at
    // equal time, the root's threat searches' clearly worse (docs/src/engine-notebook.md,
    // "Further steps at equal time").
    class_vct_depth: 3,
    defence_nodes: 3_000,
    // Rapfi plays sixteen points a game worse without its history of good moves. Ours, with
    // `history_reduction` at 100, came out ahead on six of the seven sets of openings it was
    // tried on at equal time: +2.7 points a game over 1,350 paired games (standard error 1.2); in
    // exactly five, -0.9 over two sets of 200 (2.2). 0 and 0 until 2026-12-05
    // (docs/src/engine-notebook.md, "Rapfi's history of good moves", "The history in the late
    // reductions", "The history of cutoffs, kept" and "exactly five with the history").
    history: 200,
    history_reduction: 100,
    // Reductions by 1.5·ln(depth)·ln(move number) of every move but a five, at nodes facing
    // an open three or a four-three too (Rapfi's scope): ahead at equal time on two sets of
    // openings (+7 points a game, standard error 2.9), even at 1 s on the even openings (+0.3,
    // 2.9, freestyle and exactly five, 160 games); Renju at 1 s -5.0 (7.1), and keeps the one
    // or two plies. 0 and 0 until 2026-12-07 (docs/src/engine-notebook.md, "Rapfi with ours'
    // tree shape, and ours with Rapfi's" and "Scope-wide reductions at 1 s"). The ply more
    // where the evaluation did not improve, +2.5 (1.9) on top over eight sets, freestyle at 1 s
    // +0.1 (3.1): not kept.
    lmr_lnln: 150,
    lmr_scope: 2,
    lmr_improving: 0,
    // Rapfi's smaller reduction on the principal variation and its deeper search again: +1.0
    // and -5.2 points a game at equal time (standard errors 3.1-3.6; "Rapfi's other
    // late-reduction terms" in docs/src/engine-notebook.md). Its fail-high ply, kept on
    // 2026-12-07: ahead or even in each of seven sets, +3.0 (1.9), at 1 s +5.6 (2.8) ("Rapfi's
    // cut-node terms").
    lmr_pv: 0,
    fail_high: 30,
    lmr_deeper: 0,
    // Rapfi's terms at the nodes it expects to cut, and its continuous attack: the fail-high
    // ply there only +1.2, a share of a ply more there -2.8, less for an attack -2.5 at equal
    // time (standard errors 3.1-3.3; "Rapfi's cut-node terms" in the notebook).
    fail_high_cut: 0,
    lmr_cut: 0,
    lmr_attack: 0,
    lmr_renju: 0,
    // The move chosen checked against the other side's threats 12 attacker moves deep, in a
    // fifth of the time kept back for it: even at 1 s on five sets of even openings (+0.5
    // points a game, standard error 2.5); in the time the search leaves alone, +2.5 (2.3) on
    // two. Not kept ("The move chosen, checked against the other side's threats" in
    // docs/src/engine-notebook.md).
    verify_depth: 0,
    verify_share: 20,
    // The table's score in place of the evaluation where the prunings read it, -0.5 points a
    // game at equal time (standard error 3.0); singular extensions from 6 and 8 plies, -3.8
    // and -4.2 (3.4, 3.3), from 10 at 1 s on five sets of even openings +0.3 (2.2). Not kept
    // ("The table's score for the evaluation, and singular extensions" in the notebook).
    tt_eval: 0,
    singular_depth: 0,
    singular_margin: 4,
    singular_cut: 1,
    // A width that grows with the depth left (Rapfi's move counts, half as many again): -2.2
    // points a game at equal time (standard error 3.3), -2.7 (3.1) at 1 s on two sets of even
    // openings. Half of each node's evaluation from its parent's (what Rapfi's own evaluation
    // cannot do without): -4.4 (3.4). Not kept ("What Rapfi's evaluation's parts are worth to
    // Rapfi" in docs/src/engine-notebook.md).
    width_depth: 0,
    eval_parent: 0,
    // The search shaped on Rapfi's as a whole against ours' own, on the even freestyle openings
    // against Rapfi, paired game by game: +23.2 points a game at 150,000 nodes each (standard
    // error 6.2), +23.2 at 250 ms each (6.1) (docs/src/engine-notebook.md, "A search shaped
    // on Rapfi's as a whole"). Ours' own until 2026-12-08.
    gomoku_search: 1,
    gs_scale: 150,
    gs_history: 200,
    gs_counter: 50,
    // A twentieth rather than a quarter: +5.6 points a game against Rapfi in exactly five at
    // 250 ms (standard error 5.2; docs/src/engine-notebook.md, "The whole turn, and less for
    // the threat searches").
    gs_threat_share: 5,
};

impl Params {
    /// The constants a search under `rule` plays with: Renju's late reductions stay one or two
    /// plies for quiet moves at quiet nodes, without the fail-high ply nor the check of the
    /// move chosen, unless [`Params::lmr_renju`] asks otherwise.
    pub(crate) fn under(self, rule: LineRule) -> Params {
        if rule == LineRule::Renju && self.lmr_renju == 0 {
            Params {
                lmr_lnln: 0,
                lmr_scope: 0,
                lmr_improving: 0,
                lmr_pv: 0,
                fail_high: 0,
                verify_depth: 0,
                ..self
            }
        } else {
            self
        }
    }
}

/// The constants in force: [`KEPT`], or with the `tune` feature as `PENTE_AI_PARAMS` sets them.
pub(crate) fn params() -> Params {
    #[cfg(feature = "tune")]
    {
        use std::sync::OnceLock;
        static SET: OnceLock<Params> = OnceLock::new();
        *SET.get_or_init(|| {
            let text = std::env::var("PENTE_AI_PARAMS").unwrap_or_default();
            // A tuning build only: a wrong setting must not pass for the kept values.
            parse(&text).unwrap_or_else(|e| panic!("PENTE_AI_PARAMS={text:?}: {e}"))
        })
    }
    #[cfg(not(feature = "tune"))]
    KEPT
}

/// [`KEPT`] with the settings of `text` (`name=value,...`; empty: none).
#[cfg_attr(not(any(test, feature = "tune")), allow(dead_code))]
pub(crate) fn parse(text: &str) -> Result<Params, String> {
    let mut p = KEPT;
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (name, value) = item
            .split_once('=')
            .ok_or_else(|| format!("{item:?} is not name=value"))?;
        let int = || {
            value
                .trim()
                .parse::<i32>()
                .map_err(|_| format!("{name}: {value:?} is not a whole number"))
        };
        let count = || {
            positive(value).ok_or_else(|| format!("{name}: {value:?} is not a count of at least 1"))
        };
        match name.trim() {
            "static_cut" => p.static_cut = int()?,
            "futile" => p.futile = int()?,
            "static_cut_depth" => p.static_cut_depth = int()?,
            "futile_depth" => p.futile_depth = int()?,
            "late_from" => p.late_from = count()?,
            "late_twice_from" => p.late_twice_from = count()?,
            "learned_killer" => p.learned_killer = int()?,
            "plain_fours_floor" => p.plain_fours_floor = int()?,
            "threat_share" => p.threat_share = percent(name, value)?,
            "clear_share" => p.clear_share = percent(name, value)?,
            "start_fit" => p.start_fit = percent(name, value)?,
            "class_vct_depth" => p.class_vct_depth = count()? as u32,
            "defence_nodes" => p.defence_nodes = count()? as u64,
            "widths" => {
                let w: Vec<usize> = value
                    .split('/')
                    .map(positive)
                    .collect::<Option<_>>()
                    .ok_or_else(|| format!("widths: {value:?} is not three counts a/b/c"))?;
                p.widths = w
                    .try_into()
                    .map_err(|_| format!("widths: {value:?} is not three counts a/b/c"))?;
            }
            "root_width" => p.root_width = count()?,
            "history" => p.history = int()?,
            "history_reduction" => p.history_reduction = int()?,
            "lmr_lnln" => p.lmr_lnln = int()?,
            "lmr_scope" => p.lmr_scope = int()?,
            "lmr_improving" => p.lmr_improving = int()?,
            "lmr_pv" => p.lmr_pv = int()?,
            "fail_high" => p.fail_high = int()?,
            "lmr_deeper" => p.lmr_deeper = int()?,
            "fail_high_cut" => p.fail_high_cut = int()?,
            "lmr_cut" => p.lmr_cut = int()?,
            "lmr_attack" => p.lmr_attack = int()?,
            "lmr_renju" => p.lmr_renju = int()?,
            "tt_eval" => p.tt_eval = int()?,
            "singular_depth" => p.singular_depth = int()?,
            "singular_margin" => p.singular_margin = int()?,
            "singular_cut" => p.singular_cut = int()?,
            "width_depth" => p.width_depth = int()?,
            "gomoku_search" => p.gomoku_search = int()?,
            "gs_scale" => p.gs_scale = int()?,
            "gs_history" => p.gs_history = int()?,
            "gs_counter" => p.gs_counter = int()?,
            "gs_threat_share" => p.gs_threat_share = percent(name, value)?,
            "eval_parent" => p.eval_parent = share(name, value, 0)? as i32,
            "verify_depth" => {
                p.verify_depth = value
                    .trim()
                    .parse()
                    .map_err(|_| format!("verify_depth: {value:?} is not a count"))?
            }
            "verify_share" => p.verify_share = share(name, value, 0)?,
            "width_1" => p.widths[0] = count()?,
            "width_2" => p.widths[1] = count()?,
            "width_3" => p.widths[2] = count()?,
            other => return Err(format!("no constant is called {other:?}")),
        }
    }
    Ok(p)
}

/// A percentage of 1-100 (a share of the time).
#[cfg_attr(not(any(test, feature = "tune")), allow(dead_code))]
fn percent(name: &str, value: &str) -> Result<u32, String> {
    share(name, value, 1)
}

/// A percentage of `least`-100.
#[cfg_attr(not(any(test, feature = "tune")), allow(dead_code))]
fn share(name: &str, value: &str, least: u32) -> Result<u32, String> {
    value
        .trim()
        .parse()
        .ok()
        .filter(|n| (least..=100).contains(n))
        .ok_or_else(|| format!("{}: {value:?} is not a percentage {least}-100", name.trim()))
}

/// A whole number of at least 1 (a move number, a width).
#[cfg_attr(not(any(test, feature = "tune")), allow(dead_code))]
fn positive(text: &str) -> Option<usize> {
    text.trim().parse().ok().filter(|&n| n > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_change_only_what_they_name() {
        assert_eq!(parse(""), Ok(KEPT));
        let p = parse("futile=200, widths=12/10/8,late_from=3").unwrap();
        assert_eq!(
            p,
            Params {
                futile: 200,
                widths: [12, 10, 8],
                late_from: 3,
                ..KEPT
            }
        );
        assert_eq!(parse("plain_fours_floor=-7").unwrap().plain_fours_floor, -7);
        let p = parse("futile_depth=3,static_cut_depth=4").unwrap();
        assert_eq!((p.futile_depth, p.static_cut_depth), (3, 4));
        let p = parse("class_vct_depth=4,defence_nodes=9000").unwrap();
        assert_eq!((p.class_vct_depth, p.defence_nodes), (4, 9000));
        assert_eq!(parse("width_2=9").unwrap().widths, [12, 9, 8]);
        assert_eq!(parse("root_width=12").unwrap().root_width, 12);
        assert_eq!(parse("history=200").unwrap().history, 200);
        let p = parse("history_reduction=100").unwrap();
        assert_eq!(p.history_reduction, 100);
        assert_eq!(parse("threat_share=10").unwrap().threat_share, 10);
        let p = parse("lmr_lnln=100,lmr_scope=1,lmr_improving=100,lmr_renju=1").unwrap();
        assert_eq!(
            (p.lmr_lnln, p.lmr_scope, p.lmr_improving, p.lmr_renju),
            (100, 1, 100, 1)
        );
        let p = parse("lmr_pv=100,fail_high=30,lmr_deeper=70").unwrap();
        assert_eq!((p.lmr_pv, p.fail_high, p.lmr_deeper), (100, 30, 70));
        let p = parse("fail_high_cut=1,lmr_cut=180,lmr_attack=50").unwrap();
        assert_eq!((p.fail_high_cut, p.lmr_cut, p.lmr_attack), (1, 180, 50));
        let p = parse("gomoku_search=0,gs_scale=100,gs_history=300,gs_counter=0").unwrap();
        assert_eq!(
            (p.gomoku_search, p.gs_scale, p.gs_history, p.gs_counter),
            (0, 100, 300, 0)
        );
        let p = parse("clear_share=100,start_fit=50,gs_threat_share=1").unwrap();
        assert_eq!(
            (p.clear_share, p.start_fit, p.gs_threat_share),
            (100, 50, 1)
        );
        let p = parse("verify_depth=0,verify_share=35").unwrap();
        assert_eq!((p.verify_depth, p.verify_share), (0, 35));
        let p = parse("tt_eval=2,singular_depth=8,singular_margin=6,singular_cut=0").unwrap();
        assert_eq!(
            (
                p.tt_eval,
                p.singular_depth,
                p.singular_margin,
                p.singular_cut
            ),
            (2, 8, 6, 0)
        );
        assert_eq!(parse("width_depth=100").unwrap().width_depth, 100);
        assert_eq!(parse("eval_parent=50").unwrap().eval_parent, 50);
    }

    #[test]
    fn renju_keeps_its_late_reductions_unless_asked() {
        let scoped = Params {
            lmr_improving: 100,
            ..KEPT
        };
        assert!(scoped.lmr_lnln > 0 && scoped.lmr_scope > 0);
        for rule in [LineRule::Freestyle, LineRule::Exact] {
            assert_eq!(scoped.under(rule), scoped);
        }
        let renju = scoped.under(LineRule::Renju);
        assert_eq!(
            (renju.lmr_lnln, renju.lmr_scope, renju.lmr_improving),
            (0, 0, 0)
        );
        assert!(
            KEPT.fail_high > 0 && renju.fail_high == 0,
            "nor the fail-high ply"
        );
        let checked = Params {
            verify_depth: 12,
            ..scoped
        };
        assert_eq!(
            checked.under(LineRule::Renju).verify_depth,
            0,
            "nor the check"
        );
        assert_eq!(renju.history_reduction, KEPT.history_reduction);
        let asked = Params {
            lmr_renju: 1,
            ..scoped
        };
        assert_eq!(asked.under(LineRule::Renju), asked);
    }

    #[test]
    fn wrong_settings_are_refused_with_the_reason() {
        for bad in [
            "futile",
            "futile=x",
            "late_from=0",
            "widths=1/2",
            "widths=1/0/3",
            "root_width=0",
            "threat_share=0",
            "threat_share=101",
            "clear_share=0",
            "class_vct_depth=0",
            "start_fit=150",
            "verify_depth=-1",
            "verify_share=100x",
            "singular_depth=deep",
            "nope=1",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
