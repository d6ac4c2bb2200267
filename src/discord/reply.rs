//! Refusals and failures back to the user, privately, worded in one place.

use poise::serenity_prelude as serenity;

use super::{text, Context, Data, Error};
use crate::l10n::{t, tr, Lang};
use crate::service::{ChallengeId, GameId, ServiceError};

/// Remembers a challenge's (or lobby's) message, so the expiry sweep can mark it. Only that
/// note needs it: the challenge works without, so a failure is logged, not answered.
pub async fn record_challenge_message(
    data: &Data,
    challenge: ChallengeId,
    message: serenity::MessageId,
) {
    if let Err(e) = data
        .service
        .set_challenge_message(challenge, message.get() as i64)
        .await
    {
        tracing::warn!(error = %e, challenge = challenge.key(), "could not record the challenge message");
    }
}

/// The language of the command's user (Discord's `locale`), for private answers.
pub fn user_lang(ctx: Context<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or_default())
}

/// The language of the server the command came from (its setting, else Discord's
/// `guild_locale`), remembered for the server's later posts; English outside a server.
pub fn note_server_lang(ctx: Context<'_>) {
    if let (Some(guild), poise::Context::Application(app)) = (ctx.guild_id(), ctx) {
        if let Some(locale) = &app.interaction.guild_locale {
            crate::l10n::remember_server(guild.get() as i64, Lang::from_discord(locale));
        }
    }
}

/// Sends words only the command's user sees, cut to Discord's limit.
pub async fn private(ctx: Context<'_>, text: String) -> Result<(), Error> {
    ctx.send(
        poise::CreateReply::default()
            .content(super::text::fit(text))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// The words for a service error, in the user's language: the user's own fault gets what
/// was wrong and what to do; a fault of ours is logged and gets an apology.
pub fn service_error_text(e: &ServiceError, lang: Lang) -> String {
    if e.is_outage() {
        tracing::warn!(error = %e, "database unavailable");
    } else if !e.is_user_error() {
        tracing::error!(error = %e, kind = e.kind(), "service failure");
    }
    text::capitalised(&refusal_words(e, lang))
}

/// What the user did that the service refused, and what would be right (the slash command to
/// use, where there is one: the service knows nothing of commands).
fn refusal_words(e: &ServiceError, lang: Lang) -> String {
    use ServiceError::*;
    let id = |key: &str, id: i64| tr(lang, key, &[("id", id.into())]);
    let say = |key: &str| t(lang, key);
    match e {
        NoSuchGame(g) => id("refusal-no-such-game", g.key()),
        NoGameGoing => say("refusal-no-game-going"),
        WhichGame(ids) => tr(
            lang,
            "refusal-which-game",
            &[("games", list_games(ids).into())],
        ),
        DefaultRulesPlayers(rules, players) => tr(
            lang,
            "refusal-default-rules-players",
            &[
                ("rules", rules.to_string().into()),
                ("players", (*players).into()),
            ],
        ),
        NoSuchChallenge(c) => id("refusal-no-such-challenge", c.key()),
        NotInGame(g) => id("refusal-not-in-game", g.key()),
        NotInvited => say("refusal-not-invited"),
        NotHost(c) => id("refusal-not-host", c.key()),
        ChallengeClosed { id, status } => tr(
            lang,
            "refusal-challenge-closed",
            &[("id", id.key().into()), ("status", status.as_str().into())],
        ),
        UnfairRating => say("refusal-unfair-rating"),
        CustomRulesRated => say("refusal-custom-rules-rated"),
        SelfChallenge => say("refusal-self-challenge"),
        DuplicatePlayer(name) => tr(
            lang,
            "refusal-duplicate-player",
            &[("name", name.as_str().into())],
        ),
        WrongPlayerCount { needed, got } => tr(
            lang,
            "refusal-wrong-player-count",
            &[("needed", (*needed).into()), ("got", (*got).into())],
        ),
        AlreadyJoined => say("refusal-already-joined"),
        LobbyFull(n) => tr(lang, "refusal-lobby-full", &[("count", (*n).into())]),
        LobbyNotReady { needed, got } => tr(
            lang,
            "refusal-lobby-not-ready",
            &[("needed", (*needed).into()), ("got", (*got).into())],
        ),
        HostCannotLeave => say("refusal-host-cannot-leave"),
        LeftGame(g) => id("refusal-left-game", g.key()),
        TakebackPastDropOut => say("refusal-takeback-past-drop-out"),
        BadClock => say("refusal-bad-clock"),
        GameNotOver(g) => id("refusal-game-not-over", g.key()),
        GameNotActive { id, status } => tr(
            lang,
            "refusal-game-not-active",
            &[("id", id.key().into()), ("status", status.as_str().into())],
        ),
        PositionChanged { expected, actual } => tr(
            lang,
            "refusal-position-changed",
            &[
                ("expected", (*expected).into()),
                ("actual", (*actual).into()),
            ],
        ),
        Token(e) => super::words::token_error(e, lang),
        Move(e) => super::words::move_error(e, lang),
        Rules(e) => super::words::rule_error(e, lang),
        NoDrawOffer(g) => id("refusal-no-draw-offer", g.key()),
        DrawAlreadyOffered => say("refusal-draw-already-offered"),
        NoTakeback(g) => id("refusal-no-takeback", g.key()),
        OwnTakeback => say("refusal-own-takeback"),
        NothingToTakeBack => say("refusal-nothing-to-take-back"),
        TakebackPending(g) => id("refusal-takeback-pending", g.key()),
        NotTimedOut(until) => {
            let until = until
                .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
                .unwrap_or_default();
            tr(lang, "refusal-not-timed-out", &[("until", until.into())])
        }
        NoClock(g) => id("refusal-no-clock", g.key()),
        OwnTimeout => say("refusal-own-timeout"),
        TooLateToCancel(g) => id("refusal-too-late-to-cancel", g.key()),
        BadLevel(level) => tr(lang, "refusal-bad-level", &[("level", (*level).into())]),
        ComputerTwoPlayers(n) => tr(
            lang,
            "refusal-computer-two-players",
            &[("count", (*n).into())],
        ),
        ComputerNoDraw => say("refusal-computer-no-draw"),
        ComputerRatedTakeback => say("refusal-computer-rated-takeback"),
        FlagFell(g) => id("refusal-flag-fell", g.key()),
        ReviewNotOver(g) => id("refusal-review-not-over", g.key()),
        ReviewPlayers(n) => tr(lang, "refusal-review-players", &[("players", (*n).into())]),
        ReviewQueueFull(n) => tr(
            lang,
            "refusal-review-queue-full",
            &[("waiting", (*n).into())],
        ),
        Duplicate => say("refusal-duplicate"),
        Database(_) if e.is_outage() => say("refusal-outage"),
        Corrupt { .. } | CorruptChallenge { .. } | Database(_) => say("refusal-our-fault"),
    }
}

fn list_games(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Errors poise catches (bad arguments, a command that failed): the user gets an ephemeral
/// note in their language, nothing crashes.
pub async fn on_framework_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            let words = t(user_lang(ctx), "command-failed");
            let _ = private(ctx, words).await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            // The parser's words (a Rust error, in English) are for the log only.
            tracing::info!(%error, ?input, command = %ctx.command().qualified_name, "an argument did not parse");
            let words = argument_refused(user_lang(ctx), input.as_deref());
            let _ = private(ctx, words).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            // Discord still has an older form of the command (registration is under way).
            tracing::warn!(description, command = %ctx.command().qualified_name, "the command's arguments do not match its registration");
            let ctx = poise::Context::Application(ctx);
            let _ = private(ctx, t(user_lang(ctx), "command-outdated")).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let _ = private(ctx, t(user_lang(ctx), "command-guild-only")).await;
        }
        poise::FrameworkError::Setup { error, .. } => {
            // The setup only spawns tasks and cannot fail today; if it ever does, every event
            // would wait for data that never comes: a bot that looks alive and answers nothing.
            tracing::error!(%error, "setting up the bot failed");
            eprintln!("error: setting up the bot failed: {error}");
            std::process::exit(1);
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "while handling an error");
            }
        }
    }
}

/// A command's argument that could not be read (a number out of range, a malformed value),
/// in `lang`, with what was typed when Discord sent it.
fn argument_refused(lang: Lang, input: Option<&str>) -> String {
    match input {
        Some(input) => tr(lang, "argument-unreadable", &[("input", input.into())]),
        None => t(lang, "argument-unreadable-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use super::{argument_refused, service_error_text};
    use crate::l10n::Lang;
    use crate::service::{ChallengeId, GameId, ServiceError::*};

    /// The service's refusals as players read them: what was wrong, with the data the error
    /// carries, and the command to use where there is one.
    #[test]
    fn refusals_are_worded_with_their_data() {
        let game = GameId::from_key(12);
        let challenge = ChallengeId::from_key(7);
        let expired = ChallengeClosed {
            id: challenge,
            status: "expired".into(),
        };
        let until = chrono::DateTime::from_timestamp(1_800_000_000, 0);
        let cases = [
            (NoSuchGame(game), "There is no game #12"),
            (
                NoGameGoing,
                "You have no game going on. Start one with `/pente challenge`.",
            ),
            (
                WhichGame(vec![game, GameId::from_key(15)]),
                "You have no game in this channel; name one with `game:` (#12, #15).",
            ),
            (
                expired,
                "Challenge #7 is expired; start a new one with /pente challenge",
            ),
            (
                WrongPlayerCount { needed: 2, got: 3 },
                "These rules are for 2 players, but 3 were named",
            ),
            (DuplicatePlayer("bob".into()), "Bob is listed twice"),
            (
                UnfairRating,
                "A rated two-player game needs an opening that makes it fair (pro, long-pro, swap, \
                 swap2, taraguchi-10, d-pente or g-pente); add opening:pro, or leave rated off",
            ),
            (
                NoDrawOffer(game),
                "Nobody has offered a draw in game #12; use /pente draw to offer one",
            ),
            (
                NotTimedOut(until),
                "The player to move still has time (until 2027-01-15 08:00 UTC); you can claim \
                 the game after that",
            ),
            (
                Corrupt {
                    id: game,
                    detail: "3 moves stored".into(),
                },
                "Something went wrong on our side; please try again in a moment.",
            ),
        ];
        for (e, words) in cases {
            assert_eq!(service_error_text(&e, Lang::En), words, "{e}");
        }
    }

    /// The illegal moves worded here read in English as the engine words them.
    #[test]
    fn illegal_moves_in_english_are_the_engines_words() {
        use pente::{token, Game, Preset, RuleSet};
        let mut renju = Game::new(RuleSet::build(Preset::Renju, &[("opening", "none")]).unwrap());
        for t in ["F8", "A1", "G8", "A3", "H6", "A5", "H7", "A7"] {
            renju.act(token::parse(t, renju.rules()).unwrap()).unwrap();
        }
        let mut errors = vec![renju
            .act(token::parse("H8", renju.rules()).unwrap())
            .unwrap_err()];
        errors.push(
            renju
                .act(token::parse("F8", renju.rules()).unwrap())
                .unwrap_err(),
        );
        let seat = renju.actor().unwrap();
        let other = pente::Seat(1 - seat.0);
        errors.push(
            renju
                .play(other, token::parse("O15", renju.rules()).unwrap())
                .unwrap_err(),
        );
        let mut over = Game::new(RuleSet::preset(Preset::Gomoku));
        for t in ["H8", "A1", "I8", "A3", "J8", "A5", "K8", "A7", "L8"] {
            over.act(token::parse(t, over.rules()).unwrap()).unwrap();
        }
        errors.push(
            over.act(token::parse("O15", over.rules()).unwrap())
                .unwrap_err(),
        );
        for e in errors {
            let words = e.to_string();
            let ours = service_error_text(&Move(e.clone()), Lang::En);
            assert_eq!(ours, crate::discord::text::capitalised(&words));
            let japanese = service_error_text(&Move(e.clone()), Lang::Ja);
            assert_ne!(japanese, ours, "{words}");
        }
        let foul = renju
            .act(token::parse("H8", renju.rules()).unwrap())
            .unwrap_err();
        assert_eq!(
            service_error_text(&Move(foul), Lang::Ja),
            "H8 は黒の禁手です（三三、3x3）"
        );
    }

    /// A badly typed argument is refused in the user's language, with what they typed.
    #[test]
    fn unreadable_arguments_are_refused_in_the_users_language() {
        assert_eq!(
            argument_refused(Lang::En, Some("300")),
            "`300` is not a value this option takes; check what it asks for and try again."
        );
        assert_eq!(
            argument_refused(Lang::Sv, Some("300")),
            "`300` är inget värde som det här alternativet tar; se vad det frågar efter och försök igen."
        );
        assert!(argument_refused(Lang::Ja, None).starts_with("オプションの一つを"));
    }
}
