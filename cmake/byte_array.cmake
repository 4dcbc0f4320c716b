# byte_array(PATH OUT): sets OUT to the bytes of the file at PATH written as a C++ string
# literal, for the embedding scripts: an array of unsigned char initialised with it holds the
# bytes and a terminating zero, which the embedded views leave out. The literal comes from
# the program STRING_LITERAL (tools/string_literal.cpp), which the scripts are given.
function(byte_array path out)
  execute_process(COMMAND "${STRING_LITERAL}" "${path}" OUTPUT_VARIABLE bytes RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "${STRING_LITERAL} could not write the bytes of ${path}")
  endif()
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
