// The key that every per-client limit counts under: an IPv4 address alone, an IPv6
// address's /64, and an IPv4 client that a server on :: sees as ::ffff:a.b.c.d as IPv4.
#include "server/ops/client_key.h"

#include <gtest/gtest.h>

namespace reversi::server {
namespace {

std::string key_of(const std::string& address) { return client_key(boost::asio::ip::make_address(address)); }

TEST(ClientKey, AnIpv4AddressIsItsOwnKey) {
  EXPECT_EQ(key_of("192.0.2.7"), "192.0.2.7");
  EXPECT_NE(key_of("192.0.2.7"), key_of("192.0.2.8"));
}

TEST(ClientKey, AnIpv6AddressCountsWithTheRestOfItsSlash64) {
  EXPECT_EQ(key_of("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  EXPECT_EQ(key_of("2001:db8:1:2::1"), key_of("2001:db8:1:2:ffff::2"));
  EXPECT_NE(key_of("2001:db8:1:2::1"), key_of("2001:db8:1:3::1"));
}

TEST(ClientKey, AnIpv4MappedAddressIsTheIpv4One) {
  EXPECT_EQ(key_of("::ffff:192.0.2.7"), "192.0.2.7");
  EXPECT_NE(key_of("::ffff:192.0.2.7"), key_of("::ffff:192.0.2.8"));
}

}  // namespace
}  // namespace reversi::server
