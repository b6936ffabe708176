#pragma once
// Heap allocations counted by the test program's own operator new (allocations.cpp): a test reads the
// count before and after the code it claims allocates nothing.
namespace tabletop::testing {

long heap_allocations();

}  // namespace tabletop::testing
