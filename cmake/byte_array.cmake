# byte_array(PATH OUT): sets OUT to the bytes of the file at PATH written as the body of a
# C++ array initializer ("0x3c,0x21,..." 32 a line), for the embedding scripts.
function(byte_array path out)
  file(READ "${path}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "((0x[0-9a-f][0-9a-f],){32})" "\\1\n    " bytes "${bytes}")
  set(${out} "${bytes}" PARENT_SCOPE)
endfunction()

# write_if_changed(PATH CONTENT): rewriting an unchanged file would rebuild for nothing.
function(write_if_changed path content)
  if(EXISTS "${path}")
    file(READ "${path}" old)
    if(old STREQUAL content)
      return()
    endif()
  endif()
  file(WRITE "${path}" "${content}")
endfunction()
