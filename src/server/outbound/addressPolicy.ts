import ipaddr from 'ipaddr.js';

/**
 * True only for an address on the public internet: ipaddr.js's 'unicast' range. Everything else
 * (loopback, private, link-local, multicast, CGNAT, documentation, reserved, unspecified,
 * broadcast, NAT64/6to4/Teredo forms that embed an IPv4 address) is refused. An IPv4-mapped IPv6
 * address (`::ffff:127.0.0.1`, `::ffff:7f00:1`) is judged as the IPv4 address it carries.
 * Anything that is not an address in standard notation is refused too.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Only canonical notations: the URL parser and DNS already turn 2130706433 or 0x7f.0.0.1 into
  // dotted decimal, so a leftover odd form here means something upstream went wrong.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return false;
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
