# Command and option names (1-32 characters: lower-case letters, digits, - or _; no spaces)
# and descriptions (1-100 characters) as Discord shows them in the command list.

cmd-pente-description = Pente and its relatives: challenge, play, look at the board.

cmd-challenge-name = challenge
cmd-challenge-description = Challenge someone to a game.
cmd-challenge-opponent-name = opponent
cmd-challenge-opponent-description = Who to play
cmd-challenge-variant-name = variant
cmd-challenge-variant-description = The game (default pente)
cmd-challenge-size-name = size
cmd-challenge-size-description = Board size (odd, 7-25)
cmd-challenge-opening-name = opening
cmd-challenge-opening-description = Opening rule: none, pro, long-pro, swap, swap2, ...
cmd-challenge-first-name = first
cmd-challenge-first-description = Who moves first (default random)
cmd-challenge-rated-name = rated
cmd-challenge-rated-description = Counts for ratings
cmd-challenge-options-name = options
cmd-challenge-options-description = More rules as key=value, e.g. "captures=false renju_foul=lose" (see /pente help)
cmd-challenge-clock-name = clock
cmd-challenge-clock-description = Per move (1h, 1d; 1m-14d) or live minutes+increment (5m+10s); whoever runs out loses

cmd-play-bot-name = play-bot
cmd-play-bot-description = Play the computer, at once.
cmd-play-bot-level-name = level
cmd-play-bot-level-description = 1 (beginner) to 8 (strongest); default 4
cmd-play-bot-variant-name = variant
cmd-play-bot-variant-description = The game (default pente)
cmd-play-bot-size-name = size
cmd-play-bot-size-description = Board size (odd, 7-25)
cmd-play-bot-opening-name = opening
cmd-play-bot-opening-description = Opening rule: none, pro, long-pro, swap, swap2, ...
cmd-play-bot-first-name = first
cmd-play-bot-first-description = Who moves first (default random)
cmd-play-bot-rated-name = rated
cmd-play-bot-rated-description = Counts for your rating against the computer (kept apart from games with people)
cmd-play-bot-options-name = options
cmd-play-bot-options-description = More rules as key=value, e.g. "captures=false" (see /pente help)
cmd-play-bot-clock-name = clock
cmd-play-bot-clock-description = Per move (1h, 1d) or live minutes+increment (5m+10s)

cmd-lobby-name = lobby
cmd-lobby-description = Open a game for 3-4 players (or two teams) that anyone may join.
cmd-lobby-variant-name = variant
cmd-lobby-variant-description = The game (default pente)
cmd-lobby-players-name = players
cmd-lobby-players-description = How many players (2-4; default 4, or the variant's own)
cmd-lobby-teams-name = teams
cmd-lobby-teams-description = Two teams of two (4 players)
cmd-lobby-size-name = size
cmd-lobby-size-description = Board size (odd, 7-25)
cmd-lobby-opening-name = opening
cmd-lobby-opening-description = Opening rule: none, pro, long-pro, ...
cmd-lobby-options-name = options
cmd-lobby-options-description = More rules as key=value, e.g. "captures=false"
cmd-lobby-rated-name = rated
cmd-lobby-rated-description = Counts for ratings (by finishing place)
cmd-lobby-clock-name = clock
cmd-lobby-clock-description = Per move (1h, 1d; 1m-14d) or live minutes+increment (5m+10s); whoever runs out is out

cmd-move-name = move
cmd-move-description = Play a stone (K10), pass (where the rules allow it), or an opening decision (choose=black).
cmd-move-coordinate-name = coordinate
cmd-move-coordinate-description = A point like K10, pass (Renju), or choose=<colour>, offer=..., pick=...
cmd-move-game-name = game
cmd-move-game-description = Game number, if you have several

cmd-board-name = board
cmd-board-description = Show the board of a game.
cmd-board-game-name = game
cmd-board-game-description = Game number, if you have several

cmd-draw-name = draw
cmd-draw-description = Offer a draw, or agree to one offered.
cmd-draw-game-name = game
cmd-draw-game-description = Game number, if you have several

cmd-takeback-name = takeback
cmd-takeback-description = Ask to take back your last move.
cmd-takeback-game-name = game
cmd-takeback-game-description = Game number, if you have several

cmd-resign-name = resign
cmd-resign-description = Resign a game.
cmd-resign-game-name = game
cmd-resign-game-description = Game number, if you have several

cmd-cancel-name = cancel
cmd-cancel-description = Call off a game before its second move.
cmd-cancel-game-name = game
cmd-cancel-game-description = Game number, if you have several

cmd-games-name = games
cmd-games-description = Your games that are going on.

cmd-settings-name = settings
cmd-settings-description = This server's settings: games in threads, default rules (Manage Server only to change).
cmd-settings-threads-name = threads
cmd-settings-threads-description = Play each game in a thread of its own
cmd-settings-default_rules-name = default_rules
cmd-settings-default_rules-description = The rules a challenge uses when it names none, e.g. "keryo-pente size=13", or "none"
cmd-settings-language-name = language
cmd-settings-language-description = Language of the board messages: en, sv, ru, ja, ko, vi, pl, cs, or discord (the server's)
cmd-settings-default_theme-name = default_theme
cmd-settings-default_theme-description = Players' default board theme (each may choose their own: /pente prefs)
cmd-settings-default_confirm_moves-name = default_confirm_moves
cmd-settings-default_confirm_moves-description = Players' default for confirming moves on the button grid
cmd-settings-default_turn_dms-name = default_turn_dms
cmd-settings-default_turn_dms-description = Players' default for a DM when it is their turn (clocks of 1 hour or more)

cmd-prefs-name = prefs
cmd-prefs-description = Your preferences: board theme, move confirmation, turn messages.
cmd-prefs-theme-name = theme
cmd-prefs-theme-description = The board picture: light or dark
cmd-prefs-confirm_moves-name = confirm_moves
cmd-prefs-confirm_moves-description = Confirm each point pressed on the button grid before it is played
cmd-prefs-turn_dms-name = turn_dms
cmd-prefs-turn_dms-description = A direct message when it is your turn (games with a clock of 1 hour or more)

cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = The best rated players of a game.
cmd-leaderboard-variant-name = variant
cmd-leaderboard-variant-description = Rating family (default pente)
cmd-leaderboard-scope-name = scope
cmd-leaderboard-scope-description = This server (default) or everywhere
cmd-leaderboard-page-name = page
cmd-leaderboard-page-description = Page (20 players each)
cmd-leaderboard-picture-name = picture
cmd-leaderboard-picture-description = Also as a picture

cmd-stats-name = stats
cmd-stats-description = A player's ratings and results.
cmd-stats-player-name = player
cmd-stats-player-description = Whose (default: yours)

cmd-history-name = history
cmd-history-description = A player's latest finished games, with their ids.
cmd-history-player-name = player
cmd-history-player-description = Whose (default: yours)

cmd-export-name = export
cmd-export-description = A game's record in pente.org's format, as a file.
cmd-export-game-name = game
cmd-export-game-description = Game number (see /pente history)

cmd-replay-name = replay
cmd-replay-description = Step through a game's moves, or get it as an animated GIF.
cmd-replay-game-name = game
cmd-replay-game-description = Game number (see /pente history)
cmd-replay-move-name = move
cmd-replay-move-description = Start at this move (default: the start)

cmd-review-name = review
cmd-review-description = The engine's review of a finished game.
cmd-review-game-name = game
cmd-review-game-description = Game number (see /pente history)

cmd-import-name = import
cmd-import-description = Look at a game from a pente.org record file (not stored, not rated).
cmd-import-file-name = file
cmd-import-file-description = A pente.org game record (.txt), up to 256 KB

cmd-rules-name = rules
cmd-rules-description = The rules of a variant.
cmd-rules-variant-name = variant
cmd-rules-variant-description = The game

cmd-help-name = help
cmd-help-description = How to play with this bot.

choice-dark = dark
choice-global = global
choice-light = light
choice-me = me
choice-random = random
choice-server = server
choice-them = them
