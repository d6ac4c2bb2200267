## Preferencje gracza (/pente prefs), domyślne wartości serwera, potwierdzanie ruchu
## na siatce przycisków i wiadomość prywatna, gdy jest ruch gracza.

prefs-heading = Twoje preferencje:
prefs-theme = Motyw planszy: **{ $theme ->
        [dark] ciemny
       *[light] jasny
    }** ({ $source })
prefs-confirm = Potwierdzanie ruchów na siatce przycisków: **{ $value ->
        [on] wł.
       *[off] wył.
    }** ({ $source })
prefs-turn-dms = Wiadomość prywatna, gdy twój ruch (zegar od 1 godziny): **{ $value ->
        [on] wł.
       *[off] wył.
    }** ({ $source })
prefs-source-yours = twój wybór
prefs-source-server = domyślne na tym serwerze
prefs-source-bot = domyślne bota
prefs-dms-failed = Discord odrzucił twoją ostatnią wiadomość o ruchu ({ $when }): wygląda na to, że masz zamknięte wiadomości prywatne od bota, więc żadne nie są wysyłane, dopóki nie włączysz ich ponownie przez `/pente prefs turn_dms:true`.
prefs-shared-board = Plansza widoczna dla wszystkich jest rysowana w motywie gracza, który ma ruch.
prefs-saved = Zapisano. { $prefs }
settings-player-defaults = Domyślne dla graczy: motyw **{ $theme ->
        [dark] ciemny
       *[light] jasny
    }**, potwierdzanie ruchów **{ $confirm ->
        [on] wł.
       *[off] wył.
    }**, wiadomości o ruchu **{ $dms ->
        [on] wł.
       *[off] wył.
    }**.

grid-confirm-text = Partia #{ $id }: zagrać **{ $point }**? Naciśnij Potwierdź, inny punkt albo Anuluj.
button-confirm-move = Potwierdź { $point }
button-cancel-move = Anuluj

dm-your-turn = Twój ruch w partii #{ $id } ({ $variant }, przeciwko: { $opponents }): { $link }
dm-deadline = Twój czas mija { $when }.
