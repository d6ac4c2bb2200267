//! The colours of the picture: a light and a dark theme, and the look of each stone colour.
//!
//! Both themes keep a wooden board; they differ in what surrounds it (to sit well in Discord's
//! light and dark modes) and in the depth of the wood. Stone colours are the same in both.

use std::fmt;
use std::str::FromStr;

/// An sRGB colour.
pub type Rgb = [u8; 3];

/// Light or dark surroundings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

impl Theme {
    pub const ALL: [Theme; 2] = [Theme::Light, Theme::Dark];

    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    pub(crate) fn colours(self) -> Colours {
        match self {
            Theme::Light => LIGHT,
            Theme::Dark => DARK,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Theme {
    type Err = String;

    fn from_str(s: &str) -> Result<Theme, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            other => Err(format!(
                "unknown theme `{other}`; themes are light and dark"
            )),
        }
    }
}

/// How a stone colour looks. The body is one ramp from `edge` (shaded side) through `base`
/// to `light` (the highlight), so its shades fit a palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct StoneLook {
    pub edge: Rgb,
    pub base: Rgb,
    pub light: Rgb,
    /// Lighting: ambient level, diffuse weight, specular weight and sharpness.
    pub ambient: f32,
    pub diffuse: f32,
    pub specular: f32,
    pub shininess: i32,
    /// The last-move ring and move numbers: a colour that contrasts in lightness, so it reads
    /// without colour vision.
    pub mark: Rgb,
}

impl StoneLook {
    /// The body colour at `t` (0 = shaded edge, 1 = highlight).
    pub fn at(&self, t: f32) -> [f32; 3] {
        const MID: f32 = 0.55;
        let t = t.clamp(0.0, 1.0);
        let (a, b, k) = if t < MID {
            (self.edge, self.base, t / MID)
        } else {
            (self.base, self.light, (t - MID) / (1.0 - MID))
        };
        std::array::from_fn(|i| a[i] as f32 + (b[i] as f32 - a[i] as f32) * k)
    }
}

/// Which look a stone colour has, from its name in the rules (`white`, `black`, `red`, `blue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Look {
    White = 0,
    Black = 1,
    Red = 2,
    Blue = 3,
}

impl Look {
    pub fn from_name(name: &str) -> Look {
        match name {
            "black" => Look::Black,
            "red" => Look::Red,
            "blue" => Look::Blue,
            _ => Look::White,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Every colour a theme uses. All of them are exact palette entries.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Colours {
    /// Around the board and behind the players' strip.
    pub background: Rgb,
    pub wood: Rgb,
    /// The board's bevelled rim.
    pub wood_edge: Rgb,
    pub line: Rgb,
    pub label: Rgb,
    pub text: Rgb,
    pub text_dim: Rgb,
    /// Behind the player whose turn it is.
    pub turn: Rgb,
    /// Behind the winners.
    pub win: Rgb,
    pub shadow: Rgb,
    /// The most opaque a stone's shadow gets, out of 255.
    pub shadow_alpha: u8,
    /// The winning line: a bright core with a dark outline.
    pub win_line: Rgb,
    pub win_outline: Rgb,
    /// Renju forbidden points (and a foul that lost the game).
    pub forbidden: Rgb,
    pub stones: [StoneLook; 4],
}

const STONES: [StoneLook; 4] = [
    // White: warm shell white with a grey shaded side and a dark rim line.
    StoneLook {
        edge: [0x8f, 0x8d, 0x88],
        base: [0xe6, 0xe4, 0xde],
        light: [0xff, 0xff, 0xff],
        ambient: 0.42,
        diffuse: 0.45,
        specular: 0.25,
        shininess: 12,
        mark: [0x1b, 0x1b, 0x1b],
    },
    // Black: slate with a soft highlight.
    StoneLook {
        edge: [0x06, 0x06, 0x07],
        base: [0x24, 0x25, 0x28],
        light: [0x86, 0x88, 0x8d],
        ambient: 0.18,
        diffuse: 0.42,
        specular: 0.55,
        shininess: 14,
        mark: [0xf4, 0xf4, 0xf4],
    },
    // Red: a vermilion (Okabe-Ito), lighter than the blue so the two differ in lightness too.
    StoneLook {
        edge: [0x82, 0x2a, 0x0c],
        base: [0xdc, 0x55, 0x1e],
        light: [0xff, 0xb8, 0x8c],
        ambient: 0.30,
        diffuse: 0.45,
        specular: 0.40,
        shininess: 14,
        mark: [0xff, 0xff, 0xff],
    },
    // Blue: a deep blue, darker than Okabe-Ito's, so that in grey white, wood, red, blue and
    // black are each about 20 lightness points apart.
    StoneLook {
        edge: [0x03, 0x17, 0x3c],
        base: [0x12, 0x43, 0x92],
        light: [0x78, 0xa8, 0xea],
        ambient: 0.28,
        diffuse: 0.45,
        specular: 0.45,
        shininess: 14,
        mark: [0xff, 0xff, 0xff],
    },
];

const LIGHT: Colours = Colours {
    background: [0xf2, 0xf3, 0xf5],
    wood: [0xdc, 0xb2, 0x6c],
    wood_edge: [0xb5, 0x86, 0x45],
    line: [0x3a, 0x29, 0x16],
    label: [0x5a, 0x3f, 0x20],
    text: [0x1f, 0x23, 0x28],
    text_dim: [0x5c, 0x63, 0x6e],
    turn: [0xd9, 0xe2, 0xef],
    win: [0xf7, 0xe3, 0xa1],
    shadow: [0x00, 0x00, 0x00],
    shadow_alpha: 92,
    win_line: [0xff, 0xd2, 0x1f],
    win_outline: [0x14, 0x14, 0x14],
    forbidden: [0xc6, 0x1c, 0x1c],
    stones: STONES,
};

const DARK: Colours = Colours {
    background: [0x2b, 0x2d, 0x31],
    wood: [0xc8, 0x9a, 0x55],
    wood_edge: [0x8c, 0x63, 0x2c],
    line: [0x2c, 0x1e, 0x0e],
    label: [0x3f, 0x2b, 0x13],
    text: [0xf2, 0xf3, 0xf5],
    text_dim: [0xa9, 0xae, 0xb6],
    turn: [0x3c, 0x45, 0x55],
    win: [0x5e, 0x4d, 0x1c],
    shadow: [0x00, 0x00, 0x00],
    shadow_alpha: 100,
    win_line: [0xff, 0xd2, 0x1f],
    win_outline: [0x14, 0x14, 0x14],
    forbidden: [0xb3, 0x12, 0x12],
    stones: STONES,
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_names_round_trip() {
        for t in Theme::ALL {
            assert_eq!(t.name().parse::<Theme>(), Ok(t));
        }
        assert!("sepia".parse::<Theme>().is_err());
    }

    #[test]
    fn stone_ramp_ends() {
        let white = STONES[0];
        assert_eq!(white.at(0.0), white.edge.map(f32::from));
        assert_eq!(white.at(1.0), white.light.map(f32::from));
    }
}
