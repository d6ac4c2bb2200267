//! Players' preferences (the board's theme, confirming moves on the button grid, direct
//! messages when it is their turn) and the server defaults under them; whose theme a shared
//! board is drawn in, and who is due a turn message.
//!
//! A preference a player never chose is `None`: the server's default applies, and without one
//! the bot's own ([`Prefs::BUILT_IN`]: a light board, no confirmation, no messages), so
//! nothing changes for players and servers that set nothing.

use chrono::{DateTime, Utc};

use super::{
    upsert_player, Clock, GameService, GameState, GameStatus, PlayerId, PlayerRef, Result,
};

/// The board picture's surroundings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardTheme {
    #[default]
    Light,
    Dark,
}

impl BoardTheme {
    /// As stored (and as typed on Discord).
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Light => "light",
            BoardTheme::Dark => "dark",
        }
    }

    pub fn from_name(name: &str) -> Option<BoardTheme> {
        match name {
            "light" => Some(BoardTheme::Light),
            "dark" => Some(BoardTheme::Dark),
            _ => None,
        }
    }
}

/// Preferences as chosen (by a player, or as a server's defaults): `None` is not chosen. As a
/// change, `None` leaves a preference as it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrefsChoice {
    pub theme: Option<BoardTheme>,
    pub confirm_moves: Option<bool>,
    pub turn_dms: Option<bool>,
}

impl PrefsChoice {
    /// These choices, with `below`'s where these have none.
    pub fn over(self, below: PrefsChoice) -> PrefsChoice {
        PrefsChoice {
            theme: self.theme.or(below.theme),
            confirm_moves: self.confirm_moves.or(below.confirm_moves),
            turn_dms: self.turn_dms.or(below.turn_dms),
        }
    }

    /// What applies: these choices, with the bot's own for the rest.
    pub fn applied(self) -> Prefs {
        let built_in = Prefs::BUILT_IN;
        Prefs {
            theme: self.theme.unwrap_or(built_in.theme),
            confirm_moves: self.confirm_moves.unwrap_or(built_in.confirm_moves),
            turn_dms: self.turn_dms.unwrap_or(built_in.turn_dms),
        }
    }

    pub fn is_empty(self) -> bool {
        self == PrefsChoice::default()
    }
}

/// The preferences that apply to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    pub theme: BoardTheme,
    pub confirm_moves: bool,
    pub turn_dms: bool,
}

impl Prefs {
    /// The bot's own defaults: the light board every server had before preferences existed.
    pub const BUILT_IN: Prefs = Prefs {
        theme: BoardTheme::Light,
        confirm_moves: false,
        turn_dms: false,
    };
}

/// A player's preferences where they are (a server, or none outside one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerPrefs {
    /// What the player chose.
    pub own: PrefsChoice,
    /// The server's defaults (nothing outside a server).
    pub server: PrefsChoice,
    /// What applies: the player's choice, else the server's, else the bot's.
    pub applied: Prefs,
    /// When Discord last refused a turn message to this player: none is tried until they turn
    /// turn messages on again.
    pub dms_failed_at: Option<DateTime<Utc>>,
}

impl PlayerPrefs {
    /// Whether a turn message would be sent now.
    pub fn sends_turn_dms(&self) -> bool {
        self.applied.turn_dms && self.dms_failed_at.is_none()
    }
}

/// Turn messages are for games with a clock of at least this many seconds (a time per move,
/// or a live clock's starting bank): in faster games the player is at the board anyway.
pub const TURN_DM_CLOCK: i32 = 3600;

fn theme_of(stored: Option<String>) -> Option<BoardTheme> {
    stored.as_deref().and_then(BoardTheme::from_name)
}

impl GameService {
    /// `player`'s preferences in `server` (`None`: outside a server, no server defaults).
    pub async fn player_prefs(&self, player: PlayerId, server: Option<i64>) -> Result<PlayerPrefs> {
        self.prefs_of(Some(player), server).await
    }

    async fn prefs_of(&self, player: Option<PlayerId>, server: Option<i64>) -> Result<PlayerPrefs> {
        let r = sqlx::query!(
            r#"SELECT p.theme AS "theme?", p.confirm_moves AS "confirm_moves?",
                      p.turn_dms AS "turn_dms?", p.dms_failed_at AS "dms_failed_at?",
                      s.default_theme AS "default_theme?",
                      s.default_confirm_moves AS "default_confirm_moves?",
                      s.default_turn_dms AS "default_turn_dms?"
               FROM (SELECT 1) AS one
               LEFT JOIN player_prefs p ON p.player_id = $1
               LEFT JOIN servers s ON s.id = $2"#,
            player.map(PlayerId::key),
            server
        )
        .fetch_one(self.pool())
        .await?;
        let own = PrefsChoice {
            theme: theme_of(r.theme),
            confirm_moves: r.confirm_moves,
            turn_dms: r.turn_dms,
        };
        let server = PrefsChoice {
            theme: theme_of(r.default_theme),
            confirm_moves: r.default_confirm_moves,
            turn_dms: r.default_turn_dms,
        };
        Ok(PlayerPrefs {
            own,
            server,
            applied: own.over(server).applied(),
            dms_failed_at: r.dms_failed_at,
        })
    }

    /// Changes what `player` chose (what `change` leaves `None` stays) and returns their
    /// preferences in `server`. Turning turn messages on forgets an earlier refusal, so
    /// they are tried again.
    pub async fn change_prefs(
        &self,
        player: &PlayerRef,
        server: Option<i64>,
        change: PrefsChoice,
    ) -> Result<PlayerPrefs> {
        let mut tx = self.pool().begin().await?;
        upsert_player(&mut tx, player).await?;
        sqlx::query!(
            "INSERT INTO player_prefs (player_id, theme, confirm_moves, turn_dms)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (player_id) DO UPDATE SET
                 theme = coalesce($2, player_prefs.theme),
                 confirm_moves = coalesce($3, player_prefs.confirm_moves),
                 turn_dms = coalesce($4, player_prefs.turn_dms),
                 dms_failed_at = CASE WHEN $4 THEN NULL ELSE player_prefs.dms_failed_at END,
                 updated_at = now()",
            player.id.key(),
            change.theme.map(BoardTheme::name),
            change.confirm_moves,
            change.turn_dms
        )
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.player_prefs(player.id, server).await
    }

    /// Notes that Discord refused a turn message to `player`: no more are tried until they
    /// turn turn messages on again. The first refusal's time is kept.
    pub async fn record_dm_failure(&self, player: PlayerId) -> Result<()> {
        sqlx::query!(
            "INSERT INTO player_prefs (player_id, dms_failed_at) VALUES ($1, now())
             ON CONFLICT (player_id) DO UPDATE
             SET dms_failed_at = coalesce(player_prefs.dms_failed_at, now())",
            player.key()
        )
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// The theme a board everyone sees is drawn in: that of [`board_viewer`], in the game's
    /// server (the server's default, or the bot's, when there is nobody).
    pub async fn board_theme(&self, state: &GameState) -> Result<BoardTheme> {
        let viewer = board_viewer(state);
        Ok(self
            .prefs_of(viewer, state.place.server)
            .await?
            .applied
            .theme)
    }

    /// Who is due a turn message now that `state` is the game's position: the person to act,
    /// when the turn has just passed to them (not between the two stones of their own
    /// Connect6 turn), in a game with a clock of [`TURN_DM_CLOCK`] or more, if they want turn
    /// messages and Discord has not refused one since they turned them on.
    pub async fn turn_dm_due(&self, state: &GameState) -> Result<Option<PlayerId>> {
        let Some(to_act) = turn_dm_candidate(state) else {
            return Ok(None);
        };
        let prefs = self.player_prefs(to_act, state.place.server).await?;
        Ok(prefs.sends_turn_dms().then_some(to_act))
    }
}

/// [`GameService::turn_dm_due`] before the player's preferences are read: the person the
/// turn has just passed to, in a game with a long enough clock. Without one, nothing needs
/// reading.
pub fn turn_dm_candidate(state: &GameState) -> Option<PlayerId> {
    if state.status != GameStatus::Active {
        return None;
    }
    let (seconds, _) = Clock::columns(state.clock);
    if seconds.unwrap_or(0) < TURN_DM_CLOCK {
        return None;
    }
    let to_act = state.player_to_act()?.id;
    (!to_act.is_computer() && last_actor(state) != Some(to_act)).then_some(to_act)
}

/// Whose eyes a board everyone sees is drawn for: the person to act (the board is theirs to
/// play on); when that is the computer, or nobody because the game is over, the person who
/// acted last (who just ended the game, or played against the computer). `None` when neither
/// is a person.
pub fn board_viewer(state: &GameState) -> Option<PlayerId> {
    let person = |p: Option<PlayerId>| p.filter(|p| !p.is_computer());
    person(state.player_to_act().map(|p| p.id)).or_else(|| person(last_actor(state)))
}

/// The player whose action is the game's latest.
fn last_actor(state: &GameState) -> Option<PlayerId> {
    let last = state.game.history().last()?;
    state.player_at(last.seat).map(|p| p.id)
}
