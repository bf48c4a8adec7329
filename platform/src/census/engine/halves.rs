//! Checking and staging a large census on two cores: work over a run of rows split into two
//! halves, the second on a scoped thread. The outcomes come back in order, so what a check finds,
//! and in which order, is what one pass over the rows would give.

use std::ops::Range;

/// Rows below which a second thread costs more than it saves.
const WORTH_A_THREAD: usize = 4096;

/// `work` over `0..len`: in one call for fewer than [`WORTH_A_THREAD`] rows, else over both
/// halves at once; the outcomes in the order of their rows. A panic in either half is this
/// call's panic.
pub fn in_halves<R: Send>(len: usize, work: impl Fn(Range<usize>) -> R + Sync) -> Vec<R> {
    if len < WORTH_A_THREAD || one_thread() {
        return vec![work(0..len)];
    }
    let middle = len / 2;
    std::thread::scope(|scope| {
        let second = scope.spawn(|| work(middle..len));
        let first = work(0..middle);
        let second = second
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        vec![first, second]
    })
}

#[cfg(not(test))]
fn one_thread() -> bool {
    false
}

#[cfg(test)]
thread_local! {
    static ONE_THREAD: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

#[cfg(test)]
fn one_thread() -> bool {
    ONE_THREAD.get()
}

/// `f` with every split on this thread done in one pass: what the halves must reproduce.
#[cfg(test)]
pub fn on_one_thread<T>(f: impl FnOnce() -> T) -> T {
    ONE_THREAD.set(true);
    let out = f();
    ONE_THREAD.set(false);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn few_rows_are_one_call_on_this_thread() {
        let here = std::thread::current().id();
        let calls = in_halves(WORTH_A_THREAD - 1, |rows| {
            (rows, std::thread::current().id())
        });
        assert_eq!(calls, vec![(0..WORTH_A_THREAD - 1, here)]);
    }

    #[test]
    fn many_rows_are_two_halves_in_order_the_second_on_another_thread() {
        let here = std::thread::current().id();
        let len = WORTH_A_THREAD * 3 + 1;
        let calls = in_halves(len, |rows| (rows, std::thread::current().id()));
        assert_eq!(calls.len(), 2);
        assert_eq!(calls[0], (0..len / 2, here));
        assert_eq!(calls[1].0, len / 2..len);
        assert_ne!(calls[1].1, here);
    }

    #[test]
    fn the_halves_cover_every_row_once() {
        let len = WORTH_A_THREAD * 2 + 7;
        let rows: Vec<usize> = in_halves(len, |rows| rows.collect::<Vec<_>>()).concat();
        assert_eq!(rows, (0..len).collect::<Vec<_>>());
    }

    #[test]
    fn a_panic_in_the_second_half_is_the_callers() {
        let len = WORTH_A_THREAD * 2;
        let outcome = std::panic::catch_unwind(|| {
            in_halves(len, |rows| {
                assert!(rows.start == 0, "the second half failed")
            })
        });
        assert!(outcome.is_err());
    }

    #[test]
    fn on_one_thread_every_split_is_one_call() {
        let calls = on_one_thread(|| in_halves(WORTH_A_THREAD * 4, |rows| rows));
        assert_eq!(calls, vec![0..WORTH_A_THREAD * 4]);
        assert_eq!(in_halves(WORTH_A_THREAD * 4, |rows| rows).len(), 2);
    }
}
