# The WebAssembly engine (src/wasm) as a build of its own under build/.../wasm: emscripten
# compiles the same sources, and this build lends it the program that writes the tables
# as C++. Built every time, so that it follows the sources; make finds it up to date.
if(NOT REVERSI_EMCMAKE)
  message(FATAL_ERROR "REVERSI_WASM is on but emcmake was not found: install emscripten (scripts/install-deps.sh test)")
endif()
# The JSON headers, which the module writes its answers with, lent by a link to them.
get_target_property(json_include nlohmann_json::nlohmann_json INTERFACE_INCLUDE_DIRECTORIES)
list(GET json_include 0 json_include)
set(wasm_json_include ${CMAKE_BINARY_DIR}/wasm-json-include)
file(MAKE_DIRECTORY ${wasm_json_include})
file(CREATE_LINK ${json_include}/nlohmann ${wasm_json_include}/nlohmann SYMBOLIC)
include(ExternalProject)
# Under make, its make shares this build's jobs.
if(CMAKE_GENERATOR MATCHES "Makefiles")
  set(wasm_build $(MAKE) reversi_engine_module)
else()
  set(wasm_build ${CMAKE_COMMAND} --build <BINARY_DIR> --target reversi_engine_module)
endif()
ExternalProject_Add(reversi_wasm
  SOURCE_DIR ${PROJECT_SOURCE_DIR}
  BINARY_DIR ${CMAKE_BINARY_DIR}/wasm
  CONFIGURE_COMMAND ${REVERSI_EMCMAKE} ${CMAKE_COMMAND} -S <SOURCE_DIR> -B <BINARY_DIR> -DCMAKE_BUILD_TYPE=Release
                    -DREVERSI_STRING_LITERAL=$<TARGET_FILE:reversi_string_literal>
                    -DREVERSI_JSON_INCLUDE=${wasm_json_include}
  BUILD_COMMAND ${wasm_build}
  INSTALL_COMMAND ""
  BUILD_ALWAYS TRUE
  BUILD_BYPRODUCTS ${REVERSI_WASM_DIR}/reversi-engine.js ${REVERSI_WASM_DIR}/reversi-engine.wasm
  DEPENDS reversi_string_literal)
# The server serves the module (src/server/CMakeLists.txt).
add_dependencies(reversi_server reversi_wasm)
