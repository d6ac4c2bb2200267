-- Each person's preferences. NULL: not chosen, so the server's default applies, and without
-- one the bot's own (light theme, no confirmation, no direct messages).
CREATE TABLE player_prefs (
    player_id     BIGINT PRIMARY KEY REFERENCES players (id),
    theme         TEXT CHECK (theme IN ('light', 'dark')),  -- the board picture's theme
    confirm_moves BOOLEAN,  -- a point pressed on the button grid waits for Confirm
    turn_dms      BOOLEAN,  -- a direct message when it is their turn (clocks of 1 hour or more)
    -- When Discord refused a turn DM (the player's DMs are closed to the bot): no more are
    -- tried until the player turns turn_dms on again, which clears it.
    dms_failed_at TIMESTAMPTZ,
    updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A server's defaults for the same three, for players who chose nothing; NULL: the bot's own.
ALTER TABLE servers
    ADD COLUMN default_theme TEXT CHECK (default_theme IN ('light', 'dark')),
    ADD COLUMN default_confirm_moves BOOLEAN,
    ADD COLUMN default_turn_dms BOOLEAN;
