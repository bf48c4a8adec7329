//! The client's address. Without trusted proxies it is the socket's peer and `X-Forwarded-For`
//! is ignored (anyone can write it). Behind a load balancer listed in `CANOPY_TRUSTED_PROXIES`
//! it is the rightmost `X-Forwarded-For` hop that is not a trusted proxy: each proxy appends the
//! address it was called from, so the hops left of the first untrusted one are the client's own
//! words.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use ipnet::IpNet;
use poem::Request;

/// The proxies (addresses or CIDR ranges) whose `X-Forwarded-For` is believed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// A comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8, 192.0.2.7, ::1`).
    pub fn parse(list: &str) -> Result<Self, String> {
        let mut nets = Vec::new();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let net = match IpAddr::from_str(item) {
                Ok(ip) => IpNet::from(canonical(ip)),
                Err(_) => IpNet::from_str(item)
                    .map_err(|_| format!("{item:?} is neither an IP address nor a CIDR range"))?
                    .trunc(),
            };
            nets.push(net);
        }
        Ok(Self(nets))
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        self.0.iter().any(|net| net.contains(&ip))
    }
}

/// The client's address of a request, worked out once per request by the HTTP layer
/// (`http::handle`) and read through `auth::principal::client_ip`.
#[derive(Debug, Clone)]
pub struct ClientAddr(pub String);

impl ClientAddr {
    pub fn of(req: &Request, trusted: &TrustedProxies) -> Self {
        let peer = req.remote_addr().as_socket_addr().map(|a| a.ip());
        let forwarded: Vec<String> = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .collect();
        let addr = client_addr(peer, forwarded.iter().map(String::as_str), trusted);
        Self(
            addr.map(|ip| ip.to_string())
                .unwrap_or_else(|| "unknown".to_string()),
        )
    }
}

/// The client's address from the socket's `peer` and the request's `X-Forwarded-For` values
/// (in header order). `None` only when there is no peer address at all.
pub fn client_addr<'a>(
    peer: Option<IpAddr>,
    forwarded_for: impl IntoIterator<Item = &'a str>,
    trusted: &TrustedProxies,
) -> Option<IpAddr> {
    let peer = canonical(peer?);
    if !trusted.contains(peer) {
        return Some(peer);
    }
    let hops: Vec<&str> = forwarded_for
        .into_iter()
        .flat_map(|value| value.split(','))
        .collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        match parse_hop(hop) {
            Some(ip) if trusted.contains(ip) => client = ip,
            Some(ip) => return Some(ip),
            // A hop nobody trusted wrote sensibly: the last address a trusted proxy vouched for.
            None => return Some(client),
        }
    }
    Some(client)
}

/// One `X-Forwarded-For` entry: an address, possibly with a port (`192.0.2.1:4711`,
/// `[2001:db8::1]:443`).
fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim().trim_matches('"');
    IpAddr::from_str(hop)
        .ok()
        .or_else(|| SocketAddr::from_str(hop).ok().map(|s| s.ip()))
        .or_else(|| IpAddr::from_str(hop.trim_start_matches('[').trim_end_matches(']')).ok())
        .map(canonical)
}

/// IPv4 addresses as themselves, not as IPv4-mapped IPv6 (`::ffff:192.0.2.1`).
fn canonical(ip: IpAddr) -> IpAddr {
    ip.to_canonical()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn proxies(list: &str) -> TrustedProxies {
        TrustedProxies::parse(list).unwrap()
    }

    #[test]
    fn parses_addresses_and_ranges() {
        let t = proxies(" 10.0.0.0/8, 192.0.2.7 ,2001:db8::/32,, ::1");
        assert!(t.contains(ip("10.20.30.40")));
        assert!(t.contains(ip("192.0.2.7")));
        assert!(!t.contains(ip("192.0.2.8")));
        assert!(t.contains(ip("2001:db8::5")));
        assert!(t.contains(ip("::1")));
        assert!(
            t.contains(ip("::ffff:10.1.2.3")),
            "IPv4-mapped addresses match their IPv4 range"
        );
        assert!(!t.contains(ip("11.0.0.1")));
        assert_eq!(
            proxies("10.1.2.3/8"),
            proxies("10.0.0.0/8"),
            "host bits are dropped"
        );
        assert!(proxies("").is_empty());
        assert!(TrustedProxies::parse("10.0.0.0/33").is_err());
        let e = TrustedProxies::parse("10.0.0.1, lb.internal").unwrap_err();
        assert!(e.contains("lb.internal"), "{e}");
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let none = TrustedProxies::default();
        assert_eq!(
            client_addr(Some(ip("203.0.113.9")), ["198.51.100.1"], &none),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(
            client_addr(Some(ip("::ffff:203.0.113.9")), [], &none),
            Some(ip("203.0.113.9"))
        );
        assert_eq!(client_addr(None, ["198.51.100.1"], &none), None);
    }

    #[test]
    fn an_untrusted_peer_cannot_forward() {
        let t = proxies("10.0.0.0/8");
        assert_eq!(
            client_addr(Some(ip("203.0.113.9")), ["198.51.100.1"], &t),
            Some(ip("203.0.113.9"))
        );
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let t = proxies("10.0.0.0/8");
        // The client wrote the first entry itself; the load balancer appended the real address.
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["1.1.1.1, 198.51.100.7"], &t),
            Some(ip("198.51.100.7"))
        );
        // Through two proxies of ours.
        assert_eq!(
            client_addr(
                Some(ip("10.0.0.2")),
                ["6.6.6.6, 198.51.100.7, 10.0.0.3"],
                &t
            ),
            Some(ip("198.51.100.7"))
        );
        // Several headers are one list, in order.
        assert_eq!(
            client_addr(
                Some(ip("10.0.0.2")),
                ["6.6.6.6", "198.51.100.7", "10.0.0.3"],
                &t
            ),
            Some(ip("198.51.100.7"))
        );
        // Ports and brackets.
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["198.51.100.7:51234"], &t),
            Some(ip("198.51.100.7"))
        );
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["[2001:db8::9]:443"], &t),
            Some(ip("2001:db8::9"))
        );
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["2001:db8::9"], &t),
            Some(ip("2001:db8::9"))
        );
    }

    #[test]
    fn unreadable_or_missing_hops_fall_back_to_the_last_trusted_address() {
        let t = proxies("10.0.0.0/8");
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), [], &t),
            Some(ip("10.0.0.2"))
        );
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), [""], &t),
            Some(ip("10.0.0.2"))
        );
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["unknown, 10.0.0.9"], &t),
            Some(ip("10.0.0.9"))
        );
        // Every hop is ours: the leftmost is as far as anyone vouches.
        assert_eq!(
            client_addr(Some(ip("10.0.0.2")), ["10.0.0.5, 10.0.0.9"], &t),
            Some(ip("10.0.0.5"))
        );
    }
}
