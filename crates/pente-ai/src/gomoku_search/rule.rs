//! Rapfi's constants for each rule (freestyle, exactly five), and the margins and reductions
//! read from them, in ours' evaluation units.

use super::GomokuSearch;

/// The rule's constants where Rapfi has one for each rule (freestyle, exactly five).
pub(super) struct RuleConsts {
    pub(super) futility_scale: i32,
    pub(super) null_depth: f32,
    pub(super) null_bias: i32,
    pub(super) null_max: i32,
    pub(super) null_r_bias: f32,
    pub(super) null_r_scale: f32,
    pub(super) iid_bias: f32,
    pub(super) iid_scale: f32,
    pub(super) se_scale: f32,
    pub(super) qvcf_bias: i32,
    pub(super) qvcf_scale: i32,
    pub(super) lmr_ext2: i32,
    pub(super) lmr_factor: f32,
    /// The complexity reduction's factors: a trivial move (distracting or not), another
    /// unimportant one, an important one.
    pub(super) complexity: [f32; 4],
}

pub(super) const FREESTYLE: RuleConsts = RuleConsts {
    futility_scale: 63,
    null_depth: 10.0,
    null_bias: 585,
    null_max: 315,
    null_r_bias: 3.67,
    null_r_scale: 0.135,
    iid_bias: 7.6,
    iid_scale: 0.67,
    se_scale: 0.91,
    qvcf_bias: 2086,
    qvcf_scale: 60,
    lmr_ext2: 349,
    lmr_factor: 1.0,
    complexity: [0.0968, 0.0385, 0.0222, 0.0055],
};

pub(super) const EXACT_FIVE: RuleConsts = RuleConsts {
    futility_scale: 61,
    null_depth: 11.0,
    null_bias: 538,
    null_max: 345,
    null_r_bias: 4.07,
    null_r_scale: 0.134,
    iid_bias: 8.2,
    iid_scale: 0.60,
    se_scale: 0.86,
    qvcf_bias: 1818,
    qvcf_scale: 64,
    lmr_ext2: 311,
    lmr_factor: 0.78,
    complexity: [0.075, 0.024, 0.020, 0.007],
};

impl GomokuSearch<'_> {
    /// Razoring's margin, under 2.6 plies (none deeper).
    pub(super) fn razor_margin(&self, d: f32) -> Option<i32> {
        (d < 2.6).then(|| self.units(((0.17 * d * d + 14.0 * d) as i32 + 19).max(0) as f32))
    }

    /// Futility's margin at a node `d` plies from the horizon: less where it is expected to cut
    /// without a table entry, a ply's worth less where the evaluation improved.
    pub(super) fn futility_margin(&self, d: f32, no_tt_cut_node: bool, improving: bool) -> i32 {
        let k = (self.rule.futility_scale - 12 * i32::from(no_tt_cut_node)) as f32;
        self.units(((k * (d - f32::from(u8::from(improving)))) as i32).max(0) as f32)
    }

    /// How far the static evaluation must clear beta for the null move, from the rule's depth
    /// on (none shallower).
    pub(super) fn null_margin(&self, d: f32) -> Option<i32> {
        let r = self.rule;
        (d >= r.null_depth)
            .then(|| self.units((r.null_bias - (28 * d as i32).min(r.null_max)) as f32))
    }

    /// The late reduction's base: ln(depth)·ln(move number), each times the rule's factor; on
    /// the principal variation less by the window's share of the root's, elsewhere a ply more
    /// where the evaluation did not improve.
    pub(super) fn reduction(
        &self,
        pv: bool,
        d: f32,
        move_count: usize,
        improvement: i32,
        delta: i32,
    ) -> f32 {
        let r = self.lut[(d as usize).min(512)] * self.lut[move_count.min(512)];
        if pv {
            (r - delta as f32 / self.root_delta.max(1) as f32).max(0.0)
        } else {
            r + f32::from(u8::from(improvement <= 0 && r > 1.0))
        }
    }

    /// After a reduced search beat alpha, how much deeper the full one goes: a ply where it beat
    /// it by a margin, two where by far, a ply less where it did not beat the best by the depth.
    pub(super) fn lmr_extension(
        &self,
        new_depth: f32,
        d: f32,
        v: i32,
        alpha: i32,
        best: i32,
    ) -> f32 {
        let gap = new_depth - d;
        let deeper = v > alpha + self.units(34.0 + 11.0 * gap);
        let even_deeper = v > alpha + self.units(self.rule.lmr_ext2 as f32 + 26.0 * gap);
        let shallower = v < best + self.units(new_depth);
        f32::from(u8::from(deeper)) + f32::from(u8::from(even_deeper))
            - f32::from(u8::from(shallower))
    }
}
