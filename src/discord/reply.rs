//! Refusals and failures back to the user, privately, worded in one place.

use poise::serenity_prelude as serenity;

use super::{text, Context, Data, Error};
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

/// The words for a service error: the user's own fault gets what was wrong and what to do; a
/// fault of ours is logged and gets an apology.
pub fn service_error_text(e: &ServiceError) -> String {
    if e.is_outage() {
        tracing::warn!(error = %e, "database unavailable");
    } else if !e.is_user_error() {
        tracing::error!(error = %e, kind = e.kind(), "service failure");
    }
    text::capitalised(&refusal_words(e))
}

/// What the user did that the service refused, and what would be right (the slash command to
/// use, where there is one: the service knows nothing of commands).
fn refusal_words(e: &ServiceError) -> String {
    use ServiceError::*;
    match e {
        NoSuchGame(id) => format!("there is no game #{id}"),
        NoGameGoing => "You have no game going on. Start one with `/pente challenge`.".into(),
        WhichGame(ids) => format!(
            "You have no game in this channel; name one with `game:` ({}).",
            list_games(ids)
        ),
        DefaultRulesPlayers(rules, players) => format!(
            "the default rules must be for a two-player game (lobbies choose their own number of \
                players); {rules} is for {players}",
        ),
        NoSuchChallenge(id) => format!("there is no challenge #{id}"),
        NotInGame(id) => format!("you are not playing in game #{id}"),
        NotInvited => "this challenge is not for you".into(),
        NotHost(id) => format!("only the player who made challenge #{id} can do that"),
        ChallengeClosed { id, status } => {
            format!("challenge #{id} is {status}; start a new one with /pente challenge")
        }
        UnfairRating => {
            "a rated two-player game needs an opening that makes it fair (pro, long-pro, swap, \
                swap2, taraguchi-10, d-pente or g-pente); add opening:pro, or leave rated off"
                .into()
        }
        CustomRulesRated => {
            "a rated game is played under its variant's own rules (only the opening, and players \
                or teams, may change); drop the other options, or leave rated off"
                .into()
        }
        SelfChallenge => "you cannot challenge yourself".into(),
        DuplicatePlayer(name) => format!("{name} is listed twice"),
        WrongPlayerCount { needed, got } => {
            format!("these rules are for {needed} players, but {got} were named")
        }
        AlreadyJoined => "you are already in this lobby".into(),
        LobbyFull(n) => format!("the lobby is full ({n} players)"),
        LobbyNotReady { needed, got } => {
            format!("the lobby needs {needed} players to start; {got} have joined")
        }
        HostCannotLeave => "the host cannot leave the lobby; close it instead".into(),
        LeftGame(id) => format!("you have left game #{id}; the others play on without you"),
        TakebackPastDropOut => {
            "a takeback cannot undo another player's resignation or timeout".into()
        }
        BadClock => "the time per move must be at least one second".into(),
        GameNotOver(id) => format!("game #{id} is still going: a rematch comes after the end"),
        GameNotActive { id, status } => format!("game #{id} is {status}"),
        PositionChanged { expected, actual } => format!(
            "the position changed since you saw it (it was at move {expected}, now at move \
                {actual}, or a move was taken back); look at the new board and try again",
        ),
        Token(e) => e.to_string(),
        Move(e) => e.to_string(),
        Rules(e) => e.to_string(),
        NoDrawOffer(id) => {
            format!("nobody has offered a draw in game #{id}; use /pente draw to offer one")
        }
        DrawAlreadyOffered => "you have already offered a draw; waiting for the others".into(),
        NoTakeback(id) => format!("nobody has asked for a takeback in game #{id}"),
        OwnTakeback => "you cannot accept your own takeback request".into(),
        NothingToTakeBack => "you have no move to take back".into(),
        TakebackPending(id) => format!("a takeback request is already waiting in game #{id}"),
        NotTimedOut(until) => format!(
            "the player to move still has time (until {}); you can claim the game after that",
            until
                .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
                .unwrap_or_default()
        ),
        NoClock(id) => format!("game #{id} has no move clock, so nobody can lose on time"),
        OwnTimeout => "it is your turn: you cannot claim a timeout against yourself".into(),
        TooLateToCancel(id) => {
            format!("game #{id} has begun: it can no longer be cancelled; resign instead")
        }
        BadLevel(level) => format!("the computer plays levels 1 to 8, not {level}"),
        ComputerTwoPlayers(n) => {
            format!("the computer plays two-player games only; this variant is for {n}")
        }
        ComputerNoDraw => "the computer does not agree to draws: play on, or resign".into(),
        ComputerRatedTakeback => "rated games against the computer have no takebacks".into(),
        FlagFell(id) => format!("your time ran out in game #{id}: it is lost on time"),
        Duplicate => "this was already done (the same request arrived twice)".into(),
        Database(_) if e.is_outage() => {
            "the database is not available right now; please try again in a moment".into()
        }
        Corrupt { .. } | CorruptChallenge { .. } | Database(_) => {
            "Something went wrong on our side; please try again in a moment.".into()
        }
    }
}

fn list_games(ids: &[GameId]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Errors poise catches (bad arguments, a command that failed): the user gets an ephemeral
/// note, nothing crashes.
pub async fn on_framework_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(%error, command = %ctx.command().qualified_name, "command failed");
            let _ = private(
                ctx,
                "Something went wrong on our side; please try again.".into(),
            )
            .await;
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let what = input.map(|i| format!("`{i}`: ")).unwrap_or_default();
            let _ = private(ctx, format!("{what}{error}")).await;
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

#[cfg(test)]
mod tests {
    use super::service_error_text;
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
            assert_eq!(service_error_text(&e), words, "{e}");
        }
    }
}
