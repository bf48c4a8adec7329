//! Rows in PostgreSQL's binary COPY format: each value as the server keeps it, so that the
//! server has nothing to parse (no dates, uuids or hex to read from text).

use std::io::{self, Write};

use chrono::NaiveDate;
use uuid::Uuid;

/// Day 0 of PostgreSQL's dates.
fn pg_epoch() -> NaiveDate {
    NaiveDate::from_ymd_opt(2000, 1, 1).expect("a valid date")
}

pub struct BinaryCopy<W: Write> {
    out: W,
}

impl<W: Write> BinaryCopy<W> {
    /// Starts the stream (signature, no flags, no header extension).
    pub fn new(mut out: W) -> io::Result<Self> {
        out.write_all(b"PGCOPY\n\xff\r\n\0")?;
        out.write_all(&0i32.to_be_bytes())?;
        out.write_all(&0i32.to_be_bytes())?;
        Ok(Self { out })
    }

    /// Starts a row of `columns` values; exactly that many must follow.
    pub fn row(&mut self, columns: i16) -> io::Result<()> {
        self.out.write_all(&columns.to_be_bytes())
    }

    fn value(&mut self, bytes: Option<&[u8]>) -> io::Result<()> {
        match bytes {
            None => self.out.write_all(&(-1i32).to_be_bytes()),
            Some(b) => {
                let len = i32::try_from(b.len()).map_err(|_| {
                    io::Error::new(io::ErrorKind::InvalidInput, "a value over 2 GB")
                })?;
                self.out.write_all(&len.to_be_bytes())?;
                self.out.write_all(b)
            }
        }
    }

    /// A `text` value; an empty one is NULL (as in a CSV COPY).
    pub fn text(&mut self, v: Option<&str>) -> io::Result<()> {
        self.value(v.filter(|s| !s.is_empty()).map(str::as_bytes))
    }

    pub fn bytea(&mut self, v: Option<&[u8]>) -> io::Result<()> {
        self.value(v)
    }

    pub fn uuid(&mut self, v: Uuid) -> io::Result<()> {
        self.value(Some(v.as_bytes()))
    }

    pub fn bool(&mut self, v: Option<bool>) -> io::Result<()> {
        self.value(v.map(|b| if b { &[1u8][..] } else { &[0u8][..] }))
    }

    pub fn date(&mut self, v: Option<NaiveDate>) -> io::Result<()> {
        let days = v.map(|d| ((d - pg_epoch()).num_days() as i32).to_be_bytes());
        self.value(days.as_ref().map(|d| &d[..]))
    }

    pub fn int8(&mut self, v: Option<i64>) -> io::Result<()> {
        self.value(v.map(i64::to_be_bytes).as_ref().map(|b| &b[..]))
    }

    /// A `numeric` of `v` hundredths, with two decimals (as `numeric(p, 2)` keeps it).
    pub fn hundredths(&mut self, v: Option<i64>) -> io::Result<()> {
        self.value(v.map(numeric_hundredths).as_deref())
    }

    /// Ends the stream and hands the output back.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(&(-1i16).to_be_bytes())?;
        self.out.flush()?;
        Ok(self.out)
    }
}

/// `numeric`'s binary form: the count of base-10,000 digits, the weight of the first, the sign,
/// the decimals shown, then the digits (no leading or trailing zero digits).
fn numeric_hundredths(v: i64) -> Vec<u8> {
    const NEGATIVE: u16 = 0x4000;
    let magnitude = v.unsigned_abs();
    let (mut whole, fraction) = (magnitude / 100, (magnitude % 100) * 100);
    let mut digits: Vec<i16> = Vec::new();
    while whole > 0 {
        digits.insert(0, (whole % 10_000) as i16);
        whole /= 10_000;
    }
    let mut weight = digits.len() as i16 - 1;
    if fraction > 0 {
        digits.push(fraction as i16);
    }
    while digits.last() == Some(&0) {
        digits.pop();
    }
    if digits.is_empty() {
        weight = 0;
    }
    let sign = if v < 0 { NEGATIVE } else { 0 };
    let mut out = Vec::with_capacity(8 + 2 * digits.len());
    out.extend((digits.len() as i16).to_be_bytes());
    out.extend(weight.to_be_bytes());
    out.extend(sign.to_be_bytes());
    out.extend(2i16.to_be_bytes());
    for d in digits {
        out.extend(d.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_written_as_postgresql_reads_it() {
        let mut copy = BinaryCopy::new(Vec::new()).unwrap();
        copy.row(7).unwrap();
        copy.text(Some("Zoë")).unwrap();
        copy.text(Some("")).unwrap();
        copy.date(NaiveDate::from_ymd_opt(1999, 12, 31)).unwrap();
        copy.bool(Some(true)).unwrap();
        copy.int8(Some(5_200_000)).unwrap();
        copy.uuid(Uuid::from_u128(1)).unwrap();
        copy.hundredths(None).unwrap();
        let out = copy.finish().unwrap();

        let mut expected = b"PGCOPY\n\xff\r\n\0\0\0\0\0\0\0\0\0".to_vec();
        expected.extend([0, 7]);
        expected.extend([0, 0, 0, 4, b'Z', b'o', 0xc3, 0xab]);
        expected.extend([0xff; 4]);
        expected.extend([0, 0, 0, 4, 0xff, 0xff, 0xff, 0xff]);
        expected.extend([0, 0, 0, 1, 1]);
        expected.extend([0, 0, 0, 8, 0, 0, 0, 0, 0, 0x4f, 0x58, 0x80]);
        expected.extend([0, 0, 0, 16]);
        expected.extend(Uuid::from_u128(1).as_bytes());
        expected.extend([0xff; 4]);
        expected.extend([0xff, 0xff]);
        assert_eq!(out, expected);
    }

    #[test]
    fn hundredths_are_numerics_with_two_decimals() {
        let numeric = |header: [i16; 4], digits: &[i16]| -> Vec<u8> {
            header
                .iter()
                .chain(digits)
                .flat_map(|d| d.to_be_bytes())
                .collect()
        };
        assert_eq!(numeric_hundredths(3750), numeric([2, 0, 0, 2], &[37, 5000]));
        assert_eq!(numeric_hundredths(4000), numeric([1, 0, 0, 2], &[40]));
        assert_eq!(numeric_hundredths(25), numeric([1, -1, 0, 2], &[2500]));
        assert_eq!(numeric_hundredths(0), numeric([0, 0, 0, 2], &[]));
        assert_eq!(
            numeric_hundredths(123_456_789),
            numeric([3, 1, 0, 2], &[123, 4567, 8900])
        );
        assert_eq!(
            numeric_hundredths(-100_000_000),
            numeric([1, 1, 0x4000, 2], &[100])
        );
    }
}
