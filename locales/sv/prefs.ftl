## Spelarnas inställningar (/pente prefs), serverns standardval, bekräftelsesteget i
## knapprutnätet och direktmeddelandet när det är en spelares tur.

prefs-heading = Dina inställningar:
prefs-theme = Brädets tema: **{ $theme ->
        [dark] mörkt
       *[light] ljust
    }** ({ $source })
prefs-confirm = Bekräfta drag i knapprutnätet: **{ $value ->
        [on] på
       *[off] av
    }** ({ $source })
prefs-turn-dms = DM när det är din tur (betänketid på 1 timme eller mer): **{ $value ->
        [on] på
       *[off] av
    }** ({ $source })
prefs-source-yours = ditt val
prefs-source-server = serverns standard
prefs-source-bot = botens standard
prefs-dms-failed = Discord avvisade ditt senaste tur-DM ({ $when }): dina DM verkar vara stängda för boten, så inga skickas förrän du slår på dem igen med `/pente prefs turn_dms:true`.
prefs-shared-board = Ett bräde som alla ser ritas i temat hos spelaren som är vid draget.
prefs-saved = Sparat. { $prefs }
settings-player-defaults = Spelarnas standard: tema **{ $theme ->
        [dark] mörkt
       *[light] ljust
    }**, bekräfta drag **{ $confirm ->
        [on] på
       *[off] av
    }**, tur-DM **{ $dms ->
        [on] på
       *[off] av
    }**.

grid-confirm-text = Parti #{ $id }: spela **{ $point }**? Tryck Bekräfta, en annan punkt eller Avbryt.
button-confirm-move = Bekräfta { $point }
button-cancel-move = Avbryt

dm-your-turn = Din tur i parti #{ $id } ({ $variant }, mot { $opponents }): { $link }
dm-deadline = Din tid går ut { $when }.
