## Players' preferences (/pente prefs), the servers' defaults for them, the confirmation step
## of the button grid, and the direct message when it is a player's turn.
## $theme is light or dark; $value, $confirm and $dms are on or off.

prefs-heading = Your preferences:
prefs-theme = Board theme: **{ $theme ->
        [dark] dark
       *[light] light
    }** ({ $source })
prefs-confirm = Confirm moves on the button grid: **{ $value ->
        [on] on
       *[off] off
    }** ({ $source })
prefs-turn-dms = A DM when it is your turn (clocks of 1 hour or more): **{ $value ->
        [on] on
       *[off] off
    }** ({ $source })
prefs-source-yours = your choice
prefs-source-server = this server's default
prefs-source-bot = the bot's default
prefs-dms-failed = Discord refused your last turn DM ({ $when }): your DMs seem closed to the bot, so none are sent until you turn them on again with `/pente prefs turn_dms:true`.
prefs-shared-board = A board everyone sees is drawn in the theme of the player to move.
prefs-saved = Saved. { $prefs }
settings-player-defaults = Players' defaults: theme **{ $theme ->
        [dark] dark
       *[light] light
    }**, confirm moves **{ $confirm ->
        [on] on
       *[off] off
    }**, turn DMs **{ $dms ->
        [on] on
       *[off] off
    }**.

grid-confirm-text = Game #{ $id }: play **{ $point }**? Press Confirm, another point, or Cancel.
button-confirm-move = Confirm { $point }
button-cancel-move = Cancel

dm-your-turn = Your turn in game #{ $id } ({ $variant }, against { $opponents }): { $link }
dm-deadline = Your time runs out { $when }.
