# `cpack -G DEB` in a build directory: a Debian package of the server (the reversi binary,
# which carries the page and the tables, a systemd unit that runs `reversi serve` as the
# system user reversi with its games in /var/lib/reversi, and /etc/default/reversi for
# its options). scripts/test-package.sh builds it portable (REVERSI_NATIVE=OFF) and
# checks it; a package of a -march=native build would only run on processors like the
# build machine's.
include(GNUInstallDirs)

install(TARGETS reversi RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES packaging/debian/reversi.service DESTINATION lib/systemd/system)
install(FILES packaging/debian/reversi.default DESTINATION /etc/default RENAME reversi)
install(FILES docs/operations.md docs/api.md docs/protocol.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(CPACK_PACKAGE_NAME reversi)
set(CPACK_PACKAGE_VENDOR "The reversi project")
set(CPACK_PACKAGE_CONTACT "The reversi project <reversi@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Reversi (Othello) game server for the browser, with a strong engine")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_STRIP_FILES ON)
# Dependencies read off the binary's shared libraries (libc6, libsqlite3-0, libstdc++6, ...).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${PROJECT_SOURCE_DIR}/packaging/debian/postinst ${PROJECT_SOURCE_DIR}/packaging/debian/prerm
    ${PROJECT_SOURCE_DIR}/packaging/debian/postrm ${PROJECT_SOURCE_DIR}/packaging/debian/conffiles)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
include(CPack)
