//! A payload drawn as a QR code's modules, and QR codes read from a
//! camera's frame.

use qrcode::{Color, EcLevel, QrCode, Version};

/// A QR code's modules: `width` × `width`, row by row, `true` for dark.
/// Drawn with a quiet zone of 4 modules around it (ISO/IEC 18004).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Modules {
    /// Modules a side.
    pub width: usize,
    /// The QR version (1–40).
    pub version: i16,
    /// Dark or light, row by row.
    pub dark: Vec<bool>,
}

/// `payload` as a QR code at error correction level M (15 % of it may be
/// lost), version 15 or lower; `None` if it does not fit one.
pub fn draw(payload: &str) -> Option<Modules> {
    let code = QrCode::with_error_correction_level(payload.as_bytes(), EcLevel::M).ok()?;
    let Version::Normal(version) = code.version() else {
        return None;
    };
    if version > 15 {
        return None;
    }
    Some(Modules {
        width: code.width(),
        version,
        dark: code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect(),
    })
}

/// The texts of the QR codes found in a grey image of `width` × `height`
/// pixels, row by row (`luma`, 0 black to 255 white). Codes that cannot be
/// read are left out.
pub fn read_luma(width: usize, height: usize, luma: &[u8]) -> Vec<String> {
    if width == 0 || height == 0 || luma.len() < width * height {
        return Vec::new();
    }
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| luma[y * width + x]);
    image
        .detect_grids()
        .into_iter()
        .filter_map(|grid| grid.decode().ok().map(|(_, text)| text))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::part::{MAX_PAYLOAD, payloads};

    /// `m` as a grey image, `scale` pixels a module, with its quiet zone.
    fn render(m: &Modules, scale: usize) -> (usize, Vec<u8>) {
        let side = (m.width + 8) * scale;
        let mut luma = vec![255u8; side * side];
        for y in 0..m.width {
            for x in 0..m.width {
                if m.dark[y * m.width + x] {
                    for dy in 0..scale {
                        for dx in 0..scale {
                            luma[((y + 4) * scale + dy) * side + (x + 4) * scale + dx] = 0;
                        }
                    }
                }
            }
        }
        (side, luma)
    }

    #[test]
    fn the_longest_payload_fits_version_15_and_is_read_back() {
        let pgn: String = (1..=400)
            .map(|i| format!("{i}. Nf3 Nf6 {{[%clk 0:{:02}:00]}} ", i % 60))
            .collect();
        let parts = payloads(&pgn, MAX_PAYLOAD);
        assert!(parts.len() > 1);
        for p in &parts {
            assert!(p.len() <= MAX_PAYLOAD);
            let m = draw(p).unwrap_or_else(|| panic!("{} characters do not fit", p.len()));
            assert!(m.version <= 15, "version {}", m.version);
            let (side, luma) = render(&m, 3);
            assert_eq!(read_luma(side, side, &luma), vec![p.clone()]);
        }
    }

    #[test]
    fn a_damaged_code_reads_as_nothing_or_fails_its_checksum() {
        let parts = payloads(&"1. e4 e5 2. Nf3 Nc6 ".repeat(30), MAX_PAYLOAD);
        let m = draw(&parts[0]).unwrap_or_else(|| panic!("fits"));
        let (side, mut luma) = render(&m, 3);
        // A third of the code painted over: beyond level M's 15 %.
        for y in side / 3..side * 2 / 3 {
            for x in 0..side {
                luma[y * side + x] = 255;
            }
        }
        for text in read_luma(side, side, &luma) {
            assert!(text.parse::<crate::Part>().is_err(), "read {text}");
        }
    }
}
