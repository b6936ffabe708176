#pragma once
// The seats a screen on a table speaks for: the people at this keyboard, one joined seat, or none (a
// watcher).

namespace tabletop {

struct Part {
  enum class Kind { here, seat, watching };
  Kind kind = Kind::here;
  int seat = -1;
  static Part here() { return {}; }
  static Part of_seat(int seat) { return {Kind::seat, seat}; }
  static Part watching() { return {Kind::watching, -1}; }
};

}  // namespace tabletop
