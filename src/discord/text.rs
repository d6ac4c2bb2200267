//! The words of the bot's messages. Pure functions of the service's results, so they are
//! tested without Discord.

use crate::l10n::{server_lang, t, tr, Lang};
use crate::service::{
    Challenge, Clock, GameState, GameSummary, Member, Player, PlayerId, Response,
};
use pente::{token, Action, Colour, EndReason, GameResult, MoveOutcome, Preset, Seat};

/// Discord's limit on a message's text.
pub const MAX_CONTENT: usize = 2000;

/// Text cut to Discord's limit at a line break, with a last line `…` that says more was left
/// out in every language (a word would need the reader's language, which this cannot know).
pub fn fit(text: String) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text;
    }
    let mut out = String::new();
    for line in text.lines() {
        if out.chars().count() + line.chars().count() + 1 > MAX_CONTENT - 40 {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out = text.chars().take(MAX_CONTENT - 40).collect();
        out.push('\n');
    }
    out.push('…');
    out
}

/// A player as Discord shows them (a mention), or the computer by its level, in bold so that
/// it stands out as a mention does.
pub fn mention(player: PlayerId) -> String {
    mention_in(Lang::En, player)
}

/// [`mention`] in `lang` (only the computer's name is translated).
pub fn mention_in(lang: Lang, player: PlayerId) -> String {
    match player.player() {
        Player::Computer(_) => format!("**{}**", unstyled_mention(lang, player)),
        Player::Person(_) => unstyled_mention(lang, player),
    }
}

/// [`mention`] without the bold, for text that is already bold (`**** ... **` would show
/// the asterisks).
fn unstyled_mention(lang: Lang, player: PlayerId) -> String {
    match player.player() {
        Player::Computer(level) => tr(lang, "computer-name", &[("level", level.into())]),
        Player::Person(user) => format!("<@{user}>"),
    }
}

/// The language of a game's public messages: its server's.
pub fn game_lang(state: &GameState) -> Lang {
    server_lang(state.place.server)
}

/// A colour's name in `lang`, as a word of a sentence ("white"; the rules' names are English
/// and stay so in move tokens such as `choose=black`).
pub fn colour_word(lang: Lang, rules: &pente::RuleSet, c: Colour) -> String {
    colour_named(lang, rules.colour_name(c))
}

/// A colour's English name (the rules' and tokens') in `lang`.
pub fn colour_named(lang: Lang, name: &str) -> String {
    match name {
        "white" | "black" | "red" | "blue" => t(lang, &format!("colour-{name}")),
        other => other.to_string(),
    }
}

fn colour_name(state: &GameState, c: Colour) -> String {
    colour_word(game_lang(state), state.game.rules(), c)
}

/// The first letter upper-cased: "white" -> "White".
pub fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(f) => f.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// "<@1> (White) vs <@2> (Black)".
pub fn players_line(state: &GameState) -> String {
    let lang = game_lang(state);
    state
        .seats
        .iter()
        .map(|s| match state.game.colour_of(s.seat) {
            Some(c) => tr(
                lang,
                "player-with-colour",
                &[
                    ("player", mention_in(lang, s.player.id).into()),
                    ("colour", capitalised(&colour_name(state, c)).into()),
                ],
            ),
            None => mention_in(lang, s.player.id),
        })
        .reduce(|left, right| {
            tr(
                lang,
                "players-versus",
                &[("left", left.into()), ("right", right.into())],
            )
        })
        .unwrap_or_default()
}

/// The heading of every game message.
pub fn heading(state: &GameState) -> String {
    tr(
        game_lang(state),
        "game-heading",
        &[
            ("id", state.id.key().into()),
            ("variant", state.game.rules().preset.name().into()),
            ("players", players_line(state).into()),
        ],
    )
}

/// What the last action did, in words: "<@1> played **K10** and captured 2 stones."
pub fn last_action(
    state: &GameState,
    seat: Seat,
    action: &Action,
    outcome: &MoveOutcome,
) -> String {
    let lang = game_lang(state);
    let who = state
        .player_at(seat)
        .map(|p| mention_in(lang, p.id))
        .unwrap_or_else(|| tr(lang, "seat-number", &[("seat", (seat.0 + 1).into())]));
    let rules = state.game.rules();
    let said = |key: &str, what: Option<(&str, String)>| {
        let mut args = vec![("who", who.as_str().into())];
        args.extend(what.map(|(name, value)| (name, value.into())));
        tr(lang, key, &args)
    };
    let mut text = match action {
        Action::Place(_) => said(
            "action-placed",
            Some(("move", token::format(action, rules))),
        ),
        Action::Choose(c) => said(
            "action-chose",
            Some(("colour", colour_word(lang, rules, *c))),
        ),
        Action::Offer(points) => tr(
            lang,
            "action-offered",
            &[("who", who.as_str().into()), ("count", points.len().into())],
        ),
        Action::Pick(p) => said(
            "action-picked",
            Some(("point", rules.lettering().format(*p))),
        ),
        Action::Pass => said("action-passed", None),
        Action::Resign => said("action-resigned", None),
        Action::Timeout => said("action-timed-out", None),
        Action::Draw => t(lang, "action-draw"),
    };
    let taken = outcome.captured.len();
    if taken > 0 {
        text = tr(
            lang,
            "action-with-captures",
            &[("action", text.into()), ("count", taken.into())],
        );
    }
    tr(lang, "action-sentence", &[("action", text.into())])
}

/// [`last_action`] for a move the service reports.
pub fn reported(r: &crate::service::MoveReport) -> String {
    last_action(&r.state, r.seat, &r.action, &r.outcome)
}

/// "Captures: White 2/10 · Black 0/10" for capture games.
pub fn captures_line(state: &GameState) -> Option<String> {
    let rules = state.game.rules();
    if !rules.captures {
        return None;
    }
    let lang = game_lang(state);
    let target = rules
        .capture_win_stones()
        .map(|n| format!("/{n}"))
        .unwrap_or_default();
    let parts: Vec<String> = rules
        .colours()
        .map(|c| {
            tr(
                lang,
                "capture-score",
                &[
                    ("colour", capitalised(&colour_word(lang, rules, c)).into()),
                    ("count", state.game.captures(c).into()),
                    ("target", target.as_str().into()),
                ],
            )
        })
        .collect();
    Some(tr(
        lang,
        "captures-line",
        &[("scores", parts.join(" · ").into())],
    ))
}

fn reason_text(result: &GameResult, state: &GameState) -> String {
    let lang = game_lang(state);
    let key = match result.reason {
        EndReason::Row => {
            let length = state.game.rules().win_line.length;
            return tr(lang, "reason-row", &[("length", length.into())]);
        }
        EndReason::Captures => "reason-captures",
        EndReason::Resign => "reason-resign",
        EndReason::Timeout => "reason-timeout",
        EndReason::Forbidden => "reason-forbidden",
        EndReason::BoardFull => "reason-board-full",
        EndReason::NoLegalMove => "reason-no-legal-move",
        EndReason::Agreement => "reason-agreement",
        EndReason::TwoPasses => "reason-two-passes",
    };
    t(lang, key)
}

/// Whose turn it is, or how the game ended.
pub fn status_line(state: &GameState) -> String {
    let lang = game_lang(state);
    if let Some(result) = state.game.result() {
        let reason = reason_text(result, state);
        if result.is_draw() {
            return tr(lang, "status-drawn", &[("reason", reason.into())]);
        }
        let winners: Vec<String> = result
            .winners
            .iter()
            .filter_map(|&c| {
                state
                    .player_at(state.game.seat_of(c))
                    .map(|p| unstyled_mention(lang, p.id))
            })
            .collect();
        let count = winners.len();
        let winners = winners
            .into_iter()
            .reduce(|first, second| {
                tr(
                    lang,
                    "list-and",
                    &[("first", first.into()), ("second", second.into())],
                )
            })
            .unwrap_or_default();
        return tr(
            lang,
            "status-won",
            &[
                ("winners", winners.into()),
                ("count", count.into()),
                ("reason", reason.into()),
            ],
        );
    }
    if state.status == crate::service::GameStatus::Cancelled {
        return t(lang, "status-cancelled");
    }
    match (state.player_to_act(), state.game.to_move()) {
        (Some(p), Some(next)) => {
            // A decider is named by the colour they hold, a mover by the stone they place.
            let (key, c) = match state.game.pending() {
                pente::Pending::Decide { seat, .. } => (
                    "status-to-decide",
                    state.game.colour_of(seat).unwrap_or(next),
                ),
                // Every free point is forbidden: the rules make Black pass, not lose.
                _ if state.game.must_pass() => ("status-must-pass", next),
                _ => ("status-to-move", next),
            };
            let command = if state.game.must_pass() {
                "/pente move pass"
            } else {
                "/pente move"
            };
            tr(
                lang,
                key,
                &[
                    ("player", mention_in(lang, p.id).into()),
                    ("colour", capitalised(&colour_name(state, c)).into()),
                    ("command", command.into()),
                    ("clock", clock_status(state).into()),
                ],
            )
        }
        _ => String::new(),
    }
}

/// A rated game's rating changes, in the server if it has one, else global:
/// "Ratings (pente, this server): <@1> 1500 → 1663 · <@2> 1500 → 1337".
pub fn ratings_line(state: &GameState) -> Option<String> {
    let lang = game_lang(state);
    let changes = &state.rating_changes;
    let scope = state.place.server.unwrap_or(0);
    let shown: Vec<String> = changes
        .iter()
        .filter(|c| c.scope == scope)
        .map(|c| {
            format!(
                "{} {:.0} → {:.0}{}",
                mention_in(lang, c.player),
                c.before,
                c.after,
                if c.provisional { "?" } else { "" }
            )
        })
        .collect();
    let family = &changes.first()?.family;
    let scope = t(
        lang,
        if scope == 0 {
            "scope-global"
        } else {
            "scope-server"
        },
    );
    Some(tr(
        lang,
        "ratings-line",
        &[
            ("family", family.as_str().into()),
            ("scope", scope.into()),
            ("changes", shown.join(" · ").into()),
        ],
    ))
}

/// The whole text of a board message.
pub fn game_message(state: &GameState, last: Option<String>) -> String {
    let mut lines = vec![heading(state)];
    lines.extend(last);
    lines.extend(captures_line(state));
    lines.push(status_line(state));
    lines.extend(ratings_line(state));
    lines.join("\n")
}

/// A leaderboard as a monospace table, in `lang`. `?` marks a provisional rating. Columns are
/// padded by display width (CJK characters take two cells), and widen for a longer heading.
pub fn leaderboard(
    lang: Lang,
    family: &str,
    global: bool,
    page: i64,
    per_page: i64,
    rows: &[crate::service::RatingRow],
) -> String {
    let scope = t(
        lang,
        if global {
            "scope-global"
        } else {
            "scope-server"
        },
    );
    let args = |page: i64| {
        [
            ("family", family.to_string().into()),
            ("scope", scope.clone().into()),
            ("page", page.into()),
        ]
    };
    if rows.is_empty() {
        return if page == 0 {
            tr(lang, "leaderboard-empty", &args(page + 1))
        } else {
            tr(lang, "leaderboard-no-page", &args(page + 1))
        };
    }
    let head = |key: &str| t(lang, &format!("leaderboard-{key}"));
    let [rank, player, rating, games, won, lost, drawn] =
        ["rank", "player", "rating", "games", "won", "lost", "drawn"].map(head);
    let w = |heading: &str, least: usize| display_width(heading).max(least);
    let (w_rank, w_player, w_rating) = (w(&rank, 3), w(&player, 20), w(&rating, 6));
    // The games heading ends a cell before the numbers, under the provisional mark's space.
    let w_games = (display_width(&games) + 1).max(6);
    let (w_won, w_lost, w_drawn) = (w(&won, 3), w(&lost, 3), w(&drawn, 3));
    let mut table = format!(
        "```\n{}  {} {}  {} {} {} {}\n",
        pad_left(&rank, w_rank),
        pad_right(&player, w_player),
        pad_left(&rating, w_rating),
        pad_left(&games, w_games - 1),
        pad_left(&won, w_won),
        pad_left(&lost, w_lost),
        pad_left(&drawn, w_drawn),
    );
    for (i, r) in rows.iter().enumerate() {
        let name = cut_to_width(&r.name, 20);
        table.push_str(&format!(
            "{}  {} {}{} {} {} {} {}\n",
            pad_left(&(page * per_page + i as i64 + 1).to_string(), w_rank),
            pad_right(&name, w_player),
            pad_left(&format!("{:.0}", r.rating), w_rating),
            if r.provisional { "?" } else { " " },
            pad_left(&r.games.to_string(), w_games),
            pad_left(&r.wins.to_string(), w_won),
            pad_left(&r.losses.to_string(), w_lost),
            pad_left(&r.draws.to_string(), w_drawn),
        ));
    }
    table.push_str("```");
    format!(
        "{}\n{table}{}",
        tr(lang, "leaderboard-title", &args(page + 1)),
        t(lang, "leaderboard-provisional")
    )
}

/// How many cells `c` takes in a monospace font: two for East Asian wide characters (CJK,
/// kana, Hangul, full-width forms, most emoji), none for combining marks, else one.
fn char_width(c: char) -> usize {
    match c as u32 {
        0x0300..=0x036F | 0x200B..=0x200F | 0xFE00..=0xFE0F => 0,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF
        | 0x20000..=0x3FFFD => 2,
        _ => 1,
    }
}

/// How many cells `s` takes in a monospace font.
fn display_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// `s` right-aligned in `width` cells.
fn pad_left(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(display_width(s))))
}

/// `s` left-aligned in `width` cells.
fn pad_right(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(display_width(s))))
}

/// The start of `s` that fits in `width` cells.
fn cut_to_width(s: &str, width: usize) -> String {
    let mut used = 0;
    s.chars()
        .take_while(|&c| {
            used += char_width(c);
            used <= width
        })
        .collect()
}

/// A player's ratings, for `/pente stats`, in `lang`.
pub fn stats(
    lang: Lang,
    player: PlayerId,
    here: &[crate::service::RatingRow],
    global: &[crate::service::RatingRow],
) -> String {
    let who = mention_in(lang, player);
    if global.is_empty() {
        return tr(lang, "stats-none", &[("player", who.into())]);
    }
    let line = |r: &crate::service::RatingRow, scope: &str| {
        let provisional = if r.provisional {
            t(lang, "stats-provisional")
        } else {
            String::new()
        };
        tr(
            lang,
            "stats-line",
            &[
                ("family", r.family.as_str().into()),
                ("scope", t(lang, scope).into()),
                ("rating", format!("{:.0}", r.rating).into()),
                ("provisional", provisional.into()),
                ("deviation", format!("{:.0}", r.deviation).into()),
                ("games", r.games.into()),
                ("won", r.wins.into()),
                ("lost", r.losses.into()),
                ("drawn", r.draws.into()),
            ],
        )
    };
    let mut lines = vec![tr(lang, "stats-title", &[("player", who.into())])];
    lines.extend(here.iter().map(|r| line(r, "scope-server")));
    lines.extend(global.iter().map(|r| line(r, "scope-global")));
    lines.join("\n")
}

/// Mentions of the players still in the game who have not agreed yet (to a draw or takeback).
fn still_to_agree(state: &GameState, agreed: &[pente::Seat]) -> String {
    state
        .seats
        .iter()
        .filter(|s| !agreed.contains(&s.seat))
        .filter(|s| {
            state
                .game
                .colour_of(s.seat)
                .is_some_and(|c| !state.game.is_out(c))
        })
        .map(|s| mention_in(game_lang(state), s.player.id))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A draw offer waiting for the others: everyone who agreed so far is named.
pub fn draw_offer(state: &GameState) -> String {
    let lang = game_lang(state);
    let agreed: Vec<String> = state
        .draw_offers
        .iter()
        .filter_map(|&s| state.player_at(s))
        .map(|p| mention_in(lang, p.id))
        .collect();
    let count = agreed.len();
    let agreed = agreed
        .into_iter()
        .reduce(|first, second| {
            tr(
                lang,
                "list-and",
                &[("first", first.into()), ("second", second.into())],
            )
        })
        .unwrap_or_default();
    tr(
        lang,
        "draw-offer",
        &[
            ("heading", heading(state).into()),
            ("agreed", agreed.into()),
            ("count", count.into()),
            ("others", still_to_agree(state, &state.draw_offers).into()),
        ],
    )
}

/// A takeback request waiting for the others.
pub fn takeback_request(state: &GameState, by: PlayerId, keep: i32) -> String {
    let lang = game_lang(state);
    let agreed = state.takeback.map(|t| vec![t.0]).unwrap_or_default();
    tr(
        lang,
        "takeback-request",
        &[
            ("heading", heading(state).into()),
            ("who", mention_in(lang, by).into()),
            ("count", (state.ply() - keep).into()),
            ("others", still_to_agree(state, &agreed).into()),
        ],
    )
}

/// What a takeback undid, in `lang`.
pub fn taken_back(lang: Lang, removed: usize) -> String {
    tr(lang, "taken-back", &[("count", removed.into())])
}

/// A draw or takeback turned down, or withdrawn by the one who asked (`withdrawn`); `what`
/// is `draw` or `takeback`.
pub fn declined(state: &GameState, by: PlayerId, what: &str, withdrawn: bool) -> String {
    let lang = game_lang(state);
    tr(
        lang,
        "declined",
        &[
            ("heading", heading(state).into()),
            ("who", mention_in(lang, by).into()),
            ("withdrawn", if withdrawn { "yes" } else { "no" }.into()),
            ("what", what.into()),
            ("status", status_line(state).into()),
        ],
    )
}

/// A challenge's message, in its server's language.
pub fn challenge_message(ch: &Challenge) -> String {
    if ch.kind == crate::service::ChallengeKind::Lobby {
        return lobby_message(ch);
    }
    let lang = server_lang(ch.place.server);
    let rules = &ch.rules;
    let invited: Vec<String> = ch
        .members
        .iter()
        .map(|m: &Member| {
            let mark = match m.response {
                Response::Accepted => " ✅",
                Response::Declined => " ❌",
                Response::Invited => "",
            };
            format!("{}{mark}", mention_in(lang, m.player.id))
        })
        .collect();
    let who = if invited.is_empty() {
        t(lang, "challenge-anyone")
    } else {
        invited.join(", ")
    };
    let when = format!("<t:{}:R>", ch.expires_at.timestamp());
    let status = match ch.status.as_str() {
        "open" => tr(
            lang,
            "challenge-waiting",
            &[("who", who.as_str().into()), ("when", when.into())],
        ),
        "declined" => t(lang, "challenge-declined"),
        "cancelled" => t(lang, "challenge-withdrawn"),
        "expired" => t(lang, "challenge-expired"),
        _ => t(lang, "game-started"),
    };
    tr(
        lang,
        "challenge-message",
        &[
            ("host", mention_in(lang, ch.host.id).into()),
            ("who", who.into()),
            ("variant", rules.preset.name().into()),
            ("rated", rated_mark(lang, ch.rated).into()),
            ("rules", super::words::rules_summary(lang, rules).into()),
            (
                "clock",
                clock_line(lang, ch.clock, "challenge-clock").into(),
            ),
            ("status", status.into()),
        ],
    )
}

/// " (rated)" after a variant's name, or nothing.
fn rated_mark(lang: Lang, rated: bool) -> String {
    if rated {
        t(lang, "challenge-rated")
    } else {
        String::new()
    }
}

/// A challenge's or lobby's clock on a line of its own (`key` says who loses), or nothing.
fn clock_line(lang: Lang, clock: Option<Clock>, key: &str) -> String {
    clock
        .map(|c| {
            let terms = clock_terms(lang, c);
            format!("\n{}", tr(lang, key, &[("terms", terms.into())]))
        })
        .unwrap_or_default()
}

/// A lobby's message: who has joined, how many are needed, and what happens next.
pub fn lobby_message(ch: &Challenge) -> String {
    let lang = server_lang(ch.place.server);
    let rules = &ch.rules;
    let host = tr(
        lang,
        "lobby-host",
        &[("player", mention_in(lang, ch.host.id).into())],
    );
    let joined: Vec<String> = std::iter::once(host)
        .chain(ch.members.iter().map(|m| mention_in(lang, m.player.id)))
        .collect();
    let colours: Vec<String> = rules
        .colours()
        .map(|c| colour_word(lang, rules, c))
        .collect();
    let status = match ch.status.as_str() {
        "open" => {
            let early = if rules.teams {
                String::new()
            } else {
                tr(
                    lang,
                    "lobby-early",
                    &[("host", mention_in(lang, ch.host.id).into())],
                )
            };
            tr(
                lang,
                "lobby-open",
                &[
                    ("players", rules.players.into()),
                    ("early", early.into()),
                    (
                        "when",
                        format!("<t:{}:R>", ch.expires_at.timestamp()).into(),
                    ),
                ],
            )
        }
        "cancelled" => t(lang, "lobby-closed"),
        "expired" => t(lang, "lobby-expired"),
        _ => t(lang, "game-started"),
    };
    let teams = if rules.teams {
        t(lang, "lobby-in-teams")
    } else {
        String::new()
    };
    tr(
        lang,
        "lobby-message",
        &[
            ("host", mention_in(lang, ch.host.id).into()),
            ("variant", rules.preset.name().into()),
            ("rated", rated_mark(lang, ch.rated).into()),
            ("players", rules.players.into()),
            ("teams", teams.into()),
            ("colours", colours.join(", ").into()),
            ("rules", super::words::rules_summary(lang, rules).into()),
            ("clock", clock_line(lang, ch.clock, "lobby-clock").into()),
            ("joined", joined.len().into()),
            ("list", joined.join(", ").into()),
            ("status", status.into()),
        ],
    )
}

/// A challenge message once its game began in a thread.
pub fn started_in_thread(state: &GameState) -> String {
    tr(
        game_lang(state),
        "started-in-thread",
        &[("heading", heading(state).into())],
    )
}

/// The name of a game's thread.
pub fn thread_name(state: &GameState) -> String {
    tr(
        game_lang(state),
        "thread-name",
        &[
            ("id", state.id.key().into()),
            ("variant", state.game.rules().preset.name().into()),
        ],
    )
}

fn past_line(lang: Lang, g: &crate::service::PastGame) -> String {
    let against: Vec<&str> = g.opponents.iter().map(|p| p.name.as_str()).collect();
    // Any other result reads as the messages' default form, "cancelled".
    let result = g.result.as_deref().unwrap_or("cancelled");
    let when = g
        .finished_at
        .map(|t| format!(" <t:{}:d>", t.timestamp()))
        .unwrap_or_default();
    // The stored reason (`captures`, `resign`...), in `lang`.
    let reason = g
        .end_reason
        .as_deref()
        .filter(|r| *r != "cancelled")
        .map(|r| format!(" ({})", super::words::end_reason_name(lang, r)))
        .unwrap_or_default();
    let rated = if g.rated {
        t(lang, "past-rated")
    } else {
        String::new()
    };
    tr(
        lang,
        "past-line",
        &[
            ("id", g.id.key().into()),
            ("variant", g.variant.as_str().into()),
            ("opponents", against.join(", ").into()),
            ("result", result.into()),
            ("reason", reason.into()),
            ("rated", rated.into()),
            ("moves", g.plies.into()),
            ("when", when.into()),
        ],
    )
}

/// `/pente history`: the latest games, with ids for `/pente export`, in `lang`.
pub fn history(lang: Lang, player: PlayerId, games: &[crate::service::PastGame]) -> String {
    let who = mention_in(lang, player);
    if games.is_empty() {
        return tr(lang, "history-none", &[("player", who.into())]);
    }
    let mut lines = vec![tr(lang, "history-title", &[("player", who.into())])];
    lines.extend(games.iter().map(|g| past_line(lang, g)));
    lines.push(t(lang, "history-export"));
    lines.join("\n")
}

/// The streak, favourite opening and latest games, for `/pente stats`, in `lang`.
pub fn record_lines(
    lang: Lang,
    record: &crate::service::Record,
    recent: &[crate::service::PastGame],
) -> String {
    let mut lines = Vec::new();
    if let Some((result, n)) = &record.streak {
        lines.push(tr(
            lang,
            "record-streak",
            &[("count", (*n).into()), ("result", result.as_str().into())],
        ));
    }
    if let Some((opening, n)) = &record.favourite_opening {
        lines.push(tr(
            lang,
            "record-favourite",
            &[("opening", opening.as_str().into()), ("count", (*n).into())],
        ));
    }
    if !recent.is_empty() {
        lines.push(t(lang, "record-recent"));
        lines.extend(recent.iter().map(|g| past_line(lang, g)));
    }
    lines.join("\n")
}

/// What an imported record holds.
pub fn imported(lang: Lang, file: &str, rec: &pente::record::Record) -> String {
    let game = &rec.game;
    let names = |n: u8| {
        rec.header(&format!("Player {n} Name"))
            .unwrap_or("?")
            .to_string()
    };
    let outcome = match game.result() {
        Some(r) if r.is_draw() => t(lang, "imported-drawn"),
        Some(r) => {
            let winners = r
                .winners
                .iter()
                .map(|&c| capitalised(&colour_word(lang, game.rules(), c)))
                .reduce(|first, second| {
                    tr(
                        lang,
                        "list-and",
                        &[("first", first.into()), ("second", second.into())],
                    )
                })
                .unwrap_or_default();
            let reason = super::words::end_reason_name(lang, r.reason.name(game.rules()));
            tr(
                lang,
                "imported-won",
                &[("winners", winners.into()), ("reason", reason.into())],
            )
        }
        None => t(lang, "imported-unfinished"),
    };
    tr(
        lang,
        "imported",
        &[
            ("file", file.into()),
            ("variant", game.rules().preset.name().into()),
            ("first", names(1).into()),
            ("second", names(2).into()),
            ("moves", game.history().len().into()),
            ("outcome", outcome.into()),
        ],
    )
}

/// A reminder that time is running out, in `lang` (its game's server's).
pub fn reminder(lang: Lang, r: &crate::service::Reminder) -> String {
    tr(
        lang,
        "reminder",
        &[
            ("player", mention_in(lang, r.player).into()),
            ("id", r.game.key().into()),
            ("when", format!("<t:{}:R>", r.deadline.timestamp()).into()),
        ],
    )
}

/// A clock in words: "1 hour per move", "5 minutes each + 10 seconds per move (live)".
pub fn clock_terms(lang: Lang, clock: Clock) -> String {
    let words = |seconds| clock_words(lang, seconds);
    match clock {
        Clock::PerMove { seconds } => {
            tr(lang, "clock-per-move", &[("time", words(seconds).into())])
        }
        Clock::Live { base, increment: 0 } => {
            tr(lang, "clock-live", &[("time", words(base).into())])
        }
        Clock::Live { base, increment } => tr(
            lang,
            "clock-live-increment",
            &[
                ("time", words(base).into()),
                ("increment", words(increment).into()),
            ],
        ),
    }
}

/// What is left on a live clock, as a chess clock shows it: "4:05", "1:02:09", "0:07".
pub fn clock_face(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The clock part of a game's status line: when the mover's time runs out (Discord counts it
/// down in the reader's own client), and with a live clock what the others have left.
fn clock_status(state: &GameState) -> String {
    let Some(deadline) = state.turn_deadline else {
        return String::new();
    };
    let lang = game_lang(state);
    let when = format!("<t:{}:R>", deadline.timestamp());
    let mut text = tr(lang, "clock-runs-out", &[("when", when.into())]);
    if state.clock.is_some_and(Clock::is_live) {
        let now = chrono::Utc::now();
        let mover = state.game.actor();
        for seat in state.seats.iter().filter(|s| Some(s.seat) != mover) {
            if let Some(ms) = state.time_left_ms(seat.seat, now) {
                text += &tr(
                    lang,
                    "clock-has-left",
                    &[
                        ("player", mention_in(lang, seat.player.id).into()),
                        ("left", clock_face(ms).into()),
                    ],
                );
            }
        }
    }
    text
}

/// How long a move may take, in words: "1 day", "2 hours", "90 minutes".
pub fn clock_words(lang: Lang, seconds: i32) -> String {
    let (key, count) = match seconds {
        s if s % 86_400 == 0 => ("duration-days", s / 86_400),
        s if s % 3_600 == 0 => ("duration-hours", s / 3_600),
        s if s % 60 == 0 => ("duration-minutes", s / 60),
        s => ("duration-seconds", s),
    };
    tr(lang, key, &[("count", count.into())])
}

/// A server's settings, for `/pente settings`, in `lang`.
pub fn settings_text(lang: Lang, s: &crate::service::ServerSettings) -> String {
    let rules = s
        .default_rules
        .as_ref()
        .map_or_else(|| "pente".to_string(), |r| r.spec());
    let threads = if s.games_in_threads { "on" } else { "off" };
    let mut text = tr(
        lang,
        "settings-text",
        &[("threads", threads.into()), ("rules", rules.into())],
    );
    // Shown once set: a server that never chose one follows its Discord language.
    if let Some(chosen) = s.language.as_deref().and_then(Lang::from_code) {
        text.push(' ');
        text += &tr(
            lang,
            "settings-language",
            &[("language", chosen.native_name().into())],
        );
    }
    text
}

/// The caller's games, for `/pente games`, in `lang`.
pub fn games_list(lang: Lang, games: &[GameSummary]) -> String {
    if games.is_empty() {
        return t(lang, "refusal-no-game-going");
    }
    // Discord's limit is 2,000 characters; 20 lines stay well inside it.
    const SHOWN: usize = 20;
    let more = games.len().saturating_sub(SHOWN);
    let mut lines: Vec<String> = games
        .iter()
        .take(SHOWN)
        .map(|g| {
            let against: Vec<String> = g.opponents.iter().map(|p| p.name.clone()).collect();
            let turn = if g.my_turn {
                t(lang, "games-your-turn")
            } else {
                String::new()
            };
            tr(
                lang,
                "games-line",
                &[
                    ("id", g.id.key().into()),
                    ("variant", g.variant.as_str().into()),
                    ("opponents", against.join(", ").into()),
                    (
                        "channel",
                        format!("<#{}>", g.thread.unwrap_or(g.channel)).into(),
                    ),
                    ("move", (g.ply + 1).into()),
                    ("turn", turn.into()),
                ],
            )
        })
        .collect();
    if more > 0 {
        lines.push(tr(lang, "games-more", &[("count", more.into())]));
    }
    lines.join("\n")
}

/// The list of presets with their one-line descriptions (for `/pente rules`), in `lang`.
pub fn rules_text(lang: Lang, preset: Option<Preset>) -> String {
    match preset {
        Some(p) => {
            let rules = pente::RuleSet::preset(p);
            let centre = pente::Point::new(rules.size / 2, rules.size / 2);
            let coordinates = tr(
                lang,
                "rules-coordinates",
                &[
                    ("columns", rules.lettering().column_range(rules.size).into()),
                    ("example", rules.lettering().format(centre).into()),
                ],
            );
            format!(
                "**{}**: {}\n{}\n{coordinates}",
                p.name(),
                super::words::variant_description(lang, p),
                super::words::rules_summary(lang, &rules),
            )
        }
        None => {
            let presets = Preset::ALL
                .iter()
                .map(|p| {
                    format!(
                        "**{}**: {}",
                        p.name(),
                        super::words::variant_description(lang, *p)
                    )
                })
                .collect::<Vec<_>>()
                .join("\n");
            let keys = pente::KEYS.map(|k| format!("`{k}`")).join(", ");
            let options = tr(lang, "rules-options", &[("keys", keys.into())]);
            format!("{presets}\n{options}")
        }
    }
}

/// How to play with the bot, in `lang`.
pub fn help(lang: Lang) -> String {
    t(lang, "help-text")
}

#[cfg(test)]
const HELP: &str = "\
**Pente on Discord**
`/pente challenge @player [variant] [size] [opening] [first]`: challenge someone; they get Accept / Decline buttons.
`/pente lobby [variant] [players]`: a game for 3-4 players (or teams) that anyone may join.
`/pente move K10`: play a stone (letters are columns, numbers are rows from the bottom). Opening decisions too: `choose=black`.
`/pente board`: show the board of your game here. `/pente games`: your games.
`/pente resign`: give up. `/pente draw`: offer a draw. `/pente takeback`: ask to undo your last move.
`/pente cancel`: call off a game before its second move. `/pente rules [variant]`: the rules.
Every command takes `game:` to pick one of several games.
`/pente settings [threads] [default_rules] [language]`: this server's settings (Manage Server to change them).
`/pente review game`: the engine's review of a finished game (also the Review button under the last board). `/pente prefs`: your board theme, move confirmation and turn messages.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::{computer_player, PlayerRef, SeatInfo};
    use pente::{token, Game, Preset, RuleSet};

    /// A game of `preset` between `players` (seat order) after `tokens`, then `end` by the
    /// seat to act (resign, timeout) or by everyone (draw).
    fn finished(
        preset: Preset,
        players: &[PlayerRef],
        tokens: &[&str],
        end: Option<Action>,
    ) -> GameState {
        let rules = RuleSet::preset(preset);
        let mut game = Game::new(rules.clone());
        for t in tokens {
            let action = token::parse(t, &rules).unwrap();
            game.play(game.actor().unwrap(), action).unwrap();
        }
        if let Some(action) = end {
            game.play(game.actor().unwrap(), action).unwrap();
        }
        let mut state = GameState::for_tests(game);
        state.seats = players
            .iter()
            .enumerate()
            .map(|(i, p)| SeatInfo {
                seat: Seat(i as u8),
                player: p.clone(),
                team: None,
                time_left_ms: None,
            })
            .collect();
        state
    }

    /// Bold markers that pair up, none run together (`****x**` shows asterisks on Discord).
    fn well_formed(text: &str) {
        assert!(!text.contains("***"), "{text}");
        assert_eq!(text.matches("**").count() % 2, 0, "{text}");
    }

    #[test]
    fn end_of_game_texts_are_well_formed_for_people_teams_and_the_computer() {
        let alice = PlayerRef::person(11, "Alice");
        let bob = PlayerRef::person(12, "Bob");
        let carol = PlayerRef::person(13, "Carol");
        let dave = PlayerRef::person(14, "Dave");
        let computer = computer_player(8);
        // White (seat 1) wins by captures: the real game of the rules' records section.
        let captures = "K10 L11 K7 L8 H9 J8 K8 K9 J10 K6 L10 H10 N10 M10 G8 K11 M7 N9 O8 M11 \
            J11 J12 E6 F7 O11 J9 J11 J10 M9 J7 J6 J13 J14 J13 M12 P12 M11 M13 M10 M8 L5 H8 K8 L7 G8";
        let captures: Vec<&str> = captures.split_whitespace().collect();
        // The first mover (seat 0, Black) makes five in Gomoku.
        let five = ["H8", "A1", "I8", "A3", "J8", "A5", "K8", "A7", "L8"];
        // Seat 0 of team Pente makes five; the others play far away.
        let team_five = [
            "K10", "A1", "A3", "A5", "N10", "A7", "A9", "A11", "L10", "A13", "A15", "A17", "M10",
            "A19", "C1", "C3", "O10",
        ];
        let two = |a: &PlayerRef, b: &PlayerRef| vec![a.clone(), b.clone()];
        let team = vec![alice.clone(), bob.clone(), carol.clone(), dave.clone()];
        let endings = [
            (Action::Resign, "by resignation"),
            (Action::Timeout, "on time"),
            (Action::Draw, "by agreement"),
        ];
        let mut cases = Vec::new();
        for pair in [
            two(&alice, &bob),
            two(&computer, &bob),
            two(&alice, &computer),
        ] {
            cases.push((
                finished(Preset::Pente, &pair, &captures, None),
                "by captures",
            ));
            cases.push((
                finished(Preset::Gomoku, &pair, &five, None),
                "with five in a row",
            ));
            for (end, words) in endings.clone() {
                cases.push((finished(Preset::Pente, &pair, &["K10"], Some(end)), words));
            }
        }
        cases.push((
            finished(Preset::TeamPente, &team, &team_five, None),
            "with five in a row",
        ));
        for (end, words) in endings {
            cases.push((
                finished(Preset::TeamPente, &team, &["K10"], Some(end)),
                words,
            ));
        }
        for (state, words) in cases {
            assert!(state.game.is_over(), "{words}");
            let line = status_line(&state);
            well_formed(&line);
            assert!(line.contains(words), "{line}");
            let result = state.game.result().unwrap();
            if !result.is_draw() {
                for c in &result.winners {
                    let winner = state.player_at(state.game.seat_of(*c)).unwrap();
                    assert!(
                        line.contains(&unstyled_mention(Lang::En, winner.id)),
                        "{line}"
                    );
                }
            }
            well_formed(&game_message(&state, None));
        }
        // The computer's win reads as bold text, not as asterisks.
        let won = finished(Preset::Gomoku, &two(&computer, &alice), &five, None);
        assert_eq!(
            status_line(&won),
            "**Computer (level 8) wins** with five in a row."
        );
    }

    /// The help moved to locales/en/bot.ftl word for word.
    #[test]
    fn the_english_help_is_the_help_it_was() {
        assert_eq!(help(Lang::En), HELP);
    }

    #[test]
    fn long_text_is_cut_at_a_line_under_the_limit() {
        let long = (0..300)
            .map(|i| format!("line {i}"))
            .collect::<Vec<_>>()
            .join("\n");
        let cut = fit(long);
        assert!(cut.chars().count() <= MAX_CONTENT);
        assert!(cut.ends_with("\n…"), "{cut}");
        assert_eq!(fit("short".into()), "short");
        assert!(fit("x".repeat(5000)).chars().count() <= MAX_CONTENT);
    }

    fn rating_row(
        name: &str,
        rating: f64,
        provisional: bool,
        games: i32,
    ) -> crate::service::RatingRow {
        crate::service::RatingRow {
            player: crate::service::computer_player(1).id,
            name: name.into(),
            family: "pente".into(),
            rating,
            deviation: 50.0,
            provisional,
            games,
            wins: games / 2,
            losses: games - games / 2,
            draws: 0,
        }
    }

    /// The English table is as it was; in every language the headings and the rows line up
    /// by display width, CJK names and headings included.
    #[test]
    fn leaderboard_columns_line_up_in_every_language() {
        let rows = [
            rating_row("Alice", 1612.4, false, 31),
            rating_row("山田太郎", 1500.0, true, 2),
            rating_row("A very long name that will not fit", 1388.0, false, 120),
        ];
        let english = leaderboard(Lang::En, "pente", true, 0, 10, &rows);
        let old = format!(
            "```\n  #  player               rating  games   W   L   D\n{:>3}  {:<20} {:>6.0}{} {:>6} {:>3} {:>3} {:>3}\n",
            1, "Alice", 1612.4, " ", 31, 15, 16, 0
        );
        assert!(english.contains(&old), "{english}");
        for lang in Lang::ALL {
            let table = leaderboard(lang, "pente", true, 0, 10, &rows);
            let lines: Vec<&str> = table
                .lines()
                .skip_while(|l| *l != "```")
                .skip(1)
                .take_while(|l| !l.starts_with("```"))
                .collect();
            assert_eq!(lines.len(), 4, "{table}");
            let widths: Vec<usize> = lines.iter().map(|l| display_width(l)).collect();
            // The heading ends where the rows' last column ends (it has no provisional mark).
            assert!(
                widths[1..].iter().all(|&w| w == widths[0] + 1),
                "{}: {widths:?}\n{table}",
                lang.code()
            );
            if lang != Lang::En {
                assert!(!lines[0].contains("rating  games"), "{table}");
            }
        }
        let japanese = leaderboard(Lang::Ja, "pente", true, 0, 10, &rows);
        assert!(japanese.contains("対局者"), "{japanese}");
        assert!(
            japanese.contains("  2  山田太郎               1500?      2"),
            "{japanese}"
        );
    }
}
