// Who a request comes from: the peer, unless the peer is a trusted proxy, and then the
// right-most hop of Forwarded (else X-Forwarded-For) that is not a trusted proxy. Headers
// from anyone else, forged hops on the left and hops that are no address never decide it.
#include "server/http/client_address.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

namespace reversi::server {
namespace {

namespace ip = boost::asio::ip;

class ClientAddress : public ::testing::Test {
 protected:
  ClientAddress() {
    trusted_.add("127.0.0.1");
    trusted_.add("10.0.0.0/8");
    trusted_.add("fd00::/8");
  }

  std::string client(const std::string& peer, const ForwardingHeaders& headers) const {
    return client_address(ip::make_address(peer), trusted_, headers).to_string();
  }
  std::string forwarded(const std::string& peer, std::vector<std::string_view> fields) const {
    return client(peer, ForwardingHeaders{.forwarded = std::move(fields)});
  }
  std::string x_forwarded_for(const std::string& peer, std::vector<std::string_view> fields) const {
    return client(peer, ForwardingHeaders{.x_forwarded_for = std::move(fields)});
  }

  Networks trusted_;
};

TEST_F(ClientAddress, AnUntrustedPeerIsTheClientWhateverItsHeadersSay) {
  const ForwardingHeaders forged{.forwarded = {"for=203.0.113.9"}, .x_forwarded_for = {"203.0.113.9"}};
  EXPECT_EQ(client("198.51.100.4", forged), "198.51.100.4");
  EXPECT_EQ(client("2001:db8::4", forged), "2001:db8::4");
  EXPECT_EQ(client("::ffff:198.51.100.4", forged), "198.51.100.4");
}

TEST_F(ClientAddress, ATrustedProxyWithoutHeadersIsTheClient) {
  EXPECT_EQ(client("127.0.0.1", {}), "127.0.0.1");
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {" "}), "127.0.0.1");
}

TEST_F(ClientAddress, ATrustedProxyNamesTheClientInXForwardedFor) {
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"203.0.113.7"}), "203.0.113.7");
  EXPECT_EQ(x_forwarded_for("::ffff:127.0.0.1", {"203.0.113.7"}), "203.0.113.7");  // a server on ::
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"2001:db8::7"}), "2001:db8::7");
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"203.0.113.7:4711"}), "203.0.113.7");
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"[2001:db8::7]:4711"}), "2001:db8::7");
}

// The client wrote the left-most values itself; the proxy appended what it saw.
TEST_F(ClientAddress, ForgedHopsOnTheLeftAreNotTaken) {
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1, 203.0.113.7"}), "203.0.113.7");
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1", "203.0.113.7"}), "203.0.113.7");  // two fields
  EXPECT_EQ(forwarded("127.0.0.1", {"for=198.51.100.1, for=203.0.113.7"}), "203.0.113.7");
  // A forged trusted address on the left does not lead further left either.
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1, 10.9.9.9, 203.0.113.7"}), "203.0.113.7");
}

TEST_F(ClientAddress, AChainThroughTwoTrustedProxiesGivesTheFirstUntrustedHop) {
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1, 203.0.113.7, 10.0.0.2"}), "203.0.113.7");
  EXPECT_EQ(forwarded("10.0.0.3", {"for=198.51.100.1", "for=203.0.113.7, for=\"[fd00::2]\""}), "203.0.113.7");
  // Every hop trusted: the left-most, a proxy of the operator's own.
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"10.0.0.3, 10.0.0.2"}), "10.0.0.3");
}

TEST_F(ClientAddress, ForwardedGivesTheForOfEachElement) {
  EXPECT_EQ(forwarded("127.0.0.1", {"for=192.0.2.60;proto=http;by=203.0.113.43"}), "192.0.2.60");
  EXPECT_EQ(forwarded("127.0.0.1", {"proto=https; For=\"192.0.2.60:4711\""}), "192.0.2.60");
  EXPECT_EQ(forwarded("127.0.0.1", {"for=\"[2001:db8:cafe::17]:4711\""}), "2001:db8:cafe::17");
  EXPECT_EQ(forwarded("127.0.0.1", {"for=\"[2001:db8:cafe::17]\";by=\"a,b;c\""}), "2001:db8:cafe::17");
  EXPECT_EQ(forwarded("127.0.0.1", {"for=192.0.2.60;"}), "192.0.2.60");
  EXPECT_EQ(forwarded("127.0.0.1", {"for=192.0.2.43, for=198.51.100.17;by=203.0.113.60;proto=http"}),
            "198.51.100.17");
}

TEST_F(ClientAddress, ForwardedIsPreferredToXForwardedFor) {
  EXPECT_EQ(client("127.0.0.1", {.forwarded = {"for=192.0.2.60"}, .x_forwarded_for = {"203.0.113.7"}}),
            "192.0.2.60");
  EXPECT_EQ(client("127.0.0.1", {.forwarded = {""}, .x_forwarded_for = {"203.0.113.7"}}), "203.0.113.7");
}

// Past a hop that names no address nothing further left can be believed: the client is
// the last trusted hop, the proxy that could not say.
TEST_F(ClientAddress, AHopThatIsNoAddressStopsAtTheLastTrustedHop) {
  for (const std::string_view field :
       {"for=unknown", "for=_hidden", "for=\"_gazonk\"", "by=10.0.0.1", "for=\"[2001:db8::1]:_port\"",
        "for=192.0.2.60:99999999", "for=\"[2001:db8::1]\"x", "for=fe80::1%eth0",
        "for=192.0.2.60;for=192.0.2.61", "for", "for=", "for=\"\"", "for=\"[2001:db8::1]",
        "for=\"[2001:db8::1\"", "for=\"192.0.2.60\\\"", "for=192.0.2.60\\", "for=\"192.0.2.60",
        "for=[2001:db8::1]:", "for=a b"}) {
    EXPECT_EQ(forwarded("127.0.0.1", {"for=198.51.100.1", field}), "127.0.0.1") << field;
  }
  EXPECT_EQ(forwarded("127.0.0.1", {"for=198.51.100.1, for=unknown, for=10.0.0.2"}), "10.0.0.2");
  for (const std::string_view field :
       {"unknown", "garbage", "203.0.113.7:x", "[2001:db8::1", "203.0.113.7 x"}) {
    EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1", field}), "127.0.0.1") << field;
  }
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"198.51.100.1, garbage, 10.0.0.2"}), "10.0.0.2");
  // Empty list elements are no hops at all.
  EXPECT_EQ(x_forwarded_for("127.0.0.1", {"203.0.113.7, ,"}), "203.0.113.7");
}

// Whatever the bytes, an answer: the peer from an untrusted one, and from a trusted one
// an address, never an exception.
TEST_F(ClientAddress, AnyBytesGiveAnAddress) {
  std::mt19937 random(58);
  const std::string alphabet = "for=\"[]:;,\\ _.0123456789abcdef\t";
  for (int round = 0; round < 20000; ++round) {
    std::string field(random() % 40, ' ');
    for (char& c : field) c = alphabet[random() % alphabet.size()];
    const ForwardingHeaders headers{.forwarded = {field}, .x_forwarded_for = {field}};
    EXPECT_EQ(client("198.51.100.4", headers), "198.51.100.4") << field;
    EXPECT_NO_THROW(client("127.0.0.1", headers)) << field;
    EXPECT_NO_THROW(client("127.0.0.1", {.x_forwarded_for = {field}})) << field;
  }
}

}  // namespace
}  // namespace reversi::server
