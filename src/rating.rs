//! Rating maths, pure: which family a game's rating belongs to, whether a game may be rated,
//! and the new ratings after it. Two sides: Glicko-2; three or four players, or two teams:
//! Weng-Lin (a Bayesian method like OpenSkill), scored by finishing place. Both come from the
//! `skillratings` crate.
//!
//! ```
//! use pente_bot::rating::{Rating, Side};
//! let (a, b) = (Rating::glicko2(), Rating::glicko2());
//! let after = pente_bot::rating::rate(&[Side::new(vec![a], 1), Side::new(vec![b], 2)]);
//! assert!(after[0][0].rating > 1500.0 && after[1][0].rating < 1500.0);
//! ```

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

use pente::{Opening, Preset, RuleSet};

/// The rating family of a rule set: variants that share a rating (Pente with any fair
/// opening, Keryo-Pente and its openings...), and, apart from them, games of more than two
/// players (`pente-3p`, `pente-teams`).
pub fn family(rules: &RuleSet) -> String {
    let base = match rules.preset {
        Preset::Pente
        | Preset::GPente
        | Preset::DPente
        | Preset::Swap2Pente
        | Preset::TeamPente
        | Preset::Pente3p
        | Preset::Pente4p => "pente",
        Preset::KeryoPente | Preset::DkPente | Preset::Swap2Keryo => "keryo-pente",
        other => other.name(),
    };
    match (rules.players, rules.teams) {
        (2, _) => base.to_string(),
        (_, true) => format!("{base}-teams"),
        (n, false) => format!("{base}-{n}p"),
    }
}

/// Whether the opening rule makes a game fair enough to rate: one that limits or balances the
/// first player's advantage (Pro, Long Pro, G-Pente, Swap, D-Pente, Swap2, Taraguchi-10; not
/// `centre`, pente.org's unrated rule). Connect6 balances it by itself (Black's first turn is
/// one stone), and games of three or four players need no opening rule (Board Game Arena's
/// are for two players only: the first player's advantage is shared out).
pub fn fair_to_rate(rules: &RuleSet) -> bool {
    rules.preset == Preset::Connect6
        || rules.players > 2
        || !matches!(rules.opening, Opening::None | Opening::Centre)
}

/// Whether a rule set is its variant's own, apart from what may change in a rated game (the
/// opening, and the number of players or teams). A rated Pente game with `capture_three` or
/// on 13x13 would otherwise be rated as Pente.
pub fn standard_rules(rules: &RuleSet) -> bool {
    let players = rules.players.to_string();
    let teams = rules.teams.to_string();
    let own = RuleSet::build(
        rules.preset,
        &[
            ("players", players.as_str()),
            ("teams", teams.as_str()),
            ("opening", rules.opening.name()),
        ],
    );
    own.is_ok_and(|own| own == *rules)
}

/// Which method rates a family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Glicko2,
    WengLin,
}

impl Method {
    pub fn for_players(players: u8) -> Method {
        if players == 2 {
            Method::Glicko2
        } else {
            Method::WengLin
        }
    }
}

/// One player's rating in a family. For Weng-Lin, `rating` is mu and `deviation` sigma (the
/// volatility is unused).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Rating {
    /// A new player under Glicko-2: 1500, deviation 350, volatility 0.06.
    pub fn glicko2() -> Rating {
        let r = Glicko2Rating::new();
        Rating {
            rating: r.rating,
            deviation: r.deviation,
            volatility: r.volatility,
        }
    }

    /// A new player under Weng-Lin: mu 25, sigma 25/3.
    pub fn weng_lin() -> Rating {
        let r = WengLinRating::new();
        Rating {
            rating: r.rating,
            deviation: r.uncertainty,
            volatility: 0.0,
        }
    }

    pub fn new(method: Method) -> Rating {
        match method {
            Method::Glicko2 => Rating::glicko2(),
            Method::WengLin => Rating::weng_lin(),
        }
    }

    /// Provisional: too uncertain yet to mean much (Glicko-2 deviation over 110, the usual
    /// threshold; Weng-Lin sigma over half its start).
    pub fn is_provisional(&self, method: Method) -> bool {
        match method {
            Method::Glicko2 => self.deviation > 110.0,
            Method::WengLin => self.deviation > 25.0 / 6.0,
        }
    }
}

/// One side of a finished game: its players' ratings and its place (1 is best; equal places
/// are a draw between them).
#[derive(Clone, Debug)]
pub struct Side {
    pub players: Vec<Rating>,
    pub place: usize,
}

impl Side {
    pub fn new(players: Vec<Rating>, place: usize) -> Side {
        Side { players, place }
    }
}

/// The ratings after a game, side by side and player by player as given. Two sides of one
/// player each are rated with Glicko-2; anything else with Weng-Lin.
pub fn rate(sides: &[Side]) -> Vec<Vec<Rating>> {
    if let [a, b] = sides {
        if let ([pa], [pb]) = (a.players.as_slice(), b.players.as_slice()) {
            let outcome = match a.place.cmp(&b.place) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
            };
            let g = |r: &Rating| Glicko2Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            };
            let (na, nb) = glicko2(&g(pa), &g(pb), &outcome, &Glicko2Config::new());
            let back = |r: Glicko2Rating| Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            };
            return vec![vec![back(na)], vec![back(nb)]];
        }
    }
    let teams: Vec<Vec<WengLinRating>> = sides
        .iter()
        .map(|s| {
            s.players
                .iter()
                .map(|r| WengLinRating {
                    rating: r.rating,
                    uncertainty: r.deviation,
                })
                .collect()
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(sides)
        .map(|(t, s)| (t.as_slice(), MultiTeamOutcome::new(s.place)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new())
        .into_iter()
        .map(|team| {
            team.into_iter()
                .map(|r| Rating {
                    rating: r.rating,
                    deviation: r.uncertainty,
                    volatility: 0.0,
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    /// Glickman's "Example of the Glicko-2 system" (steps 1-8, tau 0.5, epsilon 1e-6) worked
    /// by hand for one game: a 1500/200/0.06 player beats a 1400/30 player.
    /// mu = 0, phi = 1.15129; mu_j = -0.57565, phi_j = 0.17269; g = 0.99550; E = 0.63947;
    /// v = 1/(g^2 E (1 - E)) = 4.37680; delta = v g (1 - E) = 1.57087;
    /// sigma' = 0.059999 (Illinois iteration); phi* = sqrt(phi^2 + sigma'^2) = 1.15285;
    /// phi' = 1/sqrt(1/phi*^2 + 1/v) = 1.00970, i.e. 175.40;
    /// mu' = phi'^2 g (1 - E) = 0.36592, i.e. 1563.56.
    #[test]
    fn glicko2_matches_the_published_formulas_worked_by_hand() {
        let a = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let b = Rating {
            rating: 1400.0,
            deviation: 30.0,
            volatility: 0.06,
        };
        let after = rate(&[Side::new(vec![a], 1), Side::new(vec![b], 2)]);
        let a2 = after[0][0];
        assert!(close(a2.rating, 1563.56, 0.01), "{a2:?}");
        assert!(close(a2.deviation, 175.40, 0.01), "{a2:?}");
        assert!(close(a2.volatility, 0.059999, 0.000001), "{a2:?}");
        assert!(after[1][0].rating < 1400.0);
    }

    #[test]
    fn a_draw_between_equals_changes_only_the_deviation() {
        let r = Rating::glicko2();
        let after = rate(&[Side::new(vec![r], 1), Side::new(vec![r], 1)]);
        assert!(close(after[0][0].rating, 1500.0, 1e-9));
        assert!(after[0][0].deviation < 350.0);
        assert!(after[0][0].is_provisional(Method::Glicko2));
    }

    #[test]
    fn places_order_a_free_for_all_and_teams_share_a_fate() {
        let r = Rating::weng_lin();
        let after = rate(&[
            Side::new(vec![r], 1),
            Side::new(vec![r], 2),
            Side::new(vec![r], 3),
        ]);
        assert!(after[0][0].rating > after[1][0].rating);
        assert!(after[1][0].rating > after[2][0].rating);
        let teams = rate(&[Side::new(vec![r, r], 2), Side::new(vec![r, r], 1)]);
        assert!(teams[1][0].rating > 25.0 && teams[0][1].rating < 25.0);
        assert!(close(teams[1][0].rating, teams[1][1].rating, 1e-9));
    }

    #[test]
    fn families_and_fairness() {
        let pente = RuleSet::preset(Preset::Pente);
        assert_eq!(family(&pente), "pente");
        assert_eq!(family(&RuleSet::preset(Preset::Swap2Keryo)), "keryo-pente");
        assert_eq!(family(&RuleSet::preset(Preset::TeamPente)), "pente-teams");
        assert_eq!(family(&RuleSet::preset(Preset::Pente3p)), "pente-3p");
        assert_eq!(family(&RuleSet::preset(Preset::Renju)), "renju");
        assert!(fair_to_rate(&pente));
        assert!(!fair_to_rate(&RuleSet::preset(Preset::Gomoku)));
        assert!(fair_to_rate(&RuleSet::preset(Preset::Connect6)));
        let open = RuleSet::build(Preset::Pente, &[("opening", "none")]).unwrap();
        assert!(!fair_to_rate(&open));
        let centre = RuleSet::build(Preset::Pente, &[("opening", "centre")]).unwrap();
        assert!(!fair_to_rate(&centre));
        assert!(fair_to_rate(&RuleSet::preset(Preset::Pente3p)));
        assert!(fair_to_rate(&RuleSet::preset(Preset::TeamPente)));
        assert!(standard_rules(&pente));
        let swap2 = RuleSet::build(Preset::Pente, &[("opening", "swap2")]).unwrap();
        assert!(standard_rules(&swap2));
        assert!(standard_rules(&RuleSet::preset(Preset::TeamPente)));
        for (key, value) in [
            ("size", "13"),
            ("capture_three", "true"),
            ("captures", "false"),
        ] {
            let changed = RuleSet::build(Preset::Pente, &[(key, value)]).unwrap();
            assert!(!standard_rules(&changed), "{key}={value}");
        }
    }
}
